import { useLingui } from '@lingui/react/macro';
import { StandalonePageBreadcrumb } from '../../shared/routing';
import { ResultsSearchForm } from './results-search-form';
import type { SearchRefusal } from './results-state';
import './search-results.css';

/**
 * A text that cannot be searched, sent by a search form that the app's script did not
 * handle (before the page hydrated, or without JavaScript): the form again, saying why.
 */
export function SearchAgainPage({ text, refusal }: { text: string; refusal: SearchRefusal }) {
  const { t } = useLingui();
  return (
    <div className="page search-results">
      <StandalonePageBreadcrumb title={t`Rechercher`} />
      <h1>{t`Rechercher dans la boutique`}</h1>
      <ResultsSearchForm key={text} text={text} label={t`Votre recherche`} refusal={refusal} />
    </div>
  );
}
