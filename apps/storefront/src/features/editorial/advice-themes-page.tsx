import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../shared/page';
import { PageBreadcrumb } from '../../shared/routing';
import { EditorialCardList } from './editorial-card-list';
import { adviceThemesQueryOptions } from './editorial-list-queries';
import { ADVICE_THEMES_PAGE } from './advice-themes-page-copy';

/** `/fr/conseils`: the advice themes, the root the advice breadcrumbs lead back to. */
export function AdviceThemesPage() {
  const { t } = useLingui();
  const { data: themes } = useSuspenseQuery(adviceThemesQueryOptions());
  return (
    <div className="page">
      <PageBreadcrumb pageType="advice" />
      <h1>{t(ADVICE_THEMES_PAGE.title)}</h1>
      <p>{t(ADVICE_THEMES_PAGE.intro)}</p>
      {themes.items.length === 0 ? (
        <EmptyState title={t`Aucun thème de conseils pour le moment.`} />
      ) : (
        <EditorialCardList pages={themes.items} route="/fr/conseils/$topic" />
      )}
    </div>
  );
}
