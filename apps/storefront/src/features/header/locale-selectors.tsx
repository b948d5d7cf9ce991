import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import './locale-selectors.css';

/**
 * The country and language selectors (SPEC.md §1). France and French are the only choices
 * (SPEC.md §9): each is a real, labelled select holding its one option, so it says what
 * the site is and promises nothing else.
 */
export function LocaleSelectors({ className = '' }: { className?: string }) {
  const countryId = useId();
  const languageId = useId();
  return (
    <div className={`locale-selectors ${className}`}>
      <div className="locale-selectors__field">
        <label htmlFor={countryId}>
          <Trans>Pays</Trans>
        </label>
        <select id={countryId} className="locale-selectors__select" defaultValue="FR">
          <option value="FR">
            <Trans>France</Trans>
          </option>
        </select>
      </div>
      <div className="locale-selectors__field">
        <label htmlFor={languageId}>
          <Trans>Langue</Trans>
        </label>
        <select id={languageId} className="locale-selectors__select" defaultValue="fr">
          <option value="fr" lang="fr">
            <Trans comment="The language's own name: it stays in French whatever the page's language">
              Français
            </Trans>
          </option>
        </select>
      </div>
    </div>
  );
}
