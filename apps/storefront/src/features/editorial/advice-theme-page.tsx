import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { pageQueryOptions, urlEntityQueryOptions } from '@shop/api-client';
import { CmsHtml } from '../../shared/content';
import { EmptyState } from '../../shared/page';
import { PageBreadcrumb } from '../../shared/routing';
import { EditorialCardList } from './editorial-card-list';
import { adviceThemeArticlesQueryOptions, adviceThemeLookup } from './editorial-list-queries';
import './advice-theme-page.css';

/** `/fr/conseils/{topic}`: a theme's advice articles, then the theme's own text. */
export function AdviceThemePage({ topic }: { topic: string }) {
  const { t } = useLingui();
  const { data: theme } = useSuspenseQuery(urlEntityQueryOptions(adviceThemeLookup(topic)));
  const { data: page } = useSuspenseQuery(pageQueryOptions(theme.id));
  const { data: articles } = useSuspenseQuery(adviceThemeArticlesQueryOptions(theme.id));
  return (
    <div className="page">
      <PageBreadcrumb pageType="advice" entity={{ label: { text: page.title }, path: theme.url }} />
      <h1>{page.title}</h1>
      {page.summary !== '' && <p className="advice-theme__summary">{page.summary}</p>}
      <section className="advice-theme__articles" aria-labelledby="advice-theme-articles">
        <h2 id="advice-theme-articles">{t`Nos conseils sur ce thème`}</h2>
        {articles.items.length === 0 ? (
          <EmptyState title={t`Aucun conseil dans ce thème pour le moment.`} />
        ) : (
          <EditorialCardList pages={articles.items} route="/fr/conseil/$slug" headingLevel={3} />
        )}
      </section>
      {/* The articles come first: on a phone the theme's long text would hide them. */}
      {page.body !== '' && (
        <section className="advice-theme__about" aria-labelledby="advice-theme-about">
          <h2 id="advice-theme-about">{t`En savoir plus sur ce thème`}</h2>
          <CmsHtml html={page.body} />
        </section>
      )}
    </div>
  );
}
