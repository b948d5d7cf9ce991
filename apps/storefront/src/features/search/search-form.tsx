import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type RefObject } from 'react';
import { describeError } from '@shop/i18n';
import { useFieldsReady, useTypedBeforeHydration } from '@shop/ui';
import { SEARCH_FORM_ACTION, SEARCH_TEXT_PARAM } from '../../shared/routing';
import { SuggestionListbox } from './suggestion-listbox';
import type { SuggestionOption } from './suggestion-options';
import { useSearchCombobox } from './use-search-combobox';

interface SearchFormProps {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The search took the visitor elsewhere, or Escape was pressed on an empty field. */
  onLeave?: () => void;
  className?: string;
}

/**
 * The search form: a labelled combobox field, its submit button (disabled below 3
 * characters, SPEC.md §4), the status line (loading, no results, error) and the list.
 */
export function SearchForm({ inputRef, onLeave, className }: SearchFormProps) {
  const { t } = useLingui();
  const baseId = useId();
  const inputId = `${baseId}-field`;
  const listId = `${baseId}-list`;
  const optionId = (option: SuggestionOption) => `${baseId}-${option.key}`;
  const search = useSearchCombobox(onLeave);
  const ownField = useRef<HTMLInputElement>(null);
  const field = inputRef ?? ownField;
  useTypedBeforeHydration(field, search.onChange);
  // Until the page hydrates the browser sends the form itself, whatever its length: the
  // results route answers a short text with a page that asks for more.
  const ready = useFieldsReady();
  const active = search.expanded ? search.options[search.activeIndex] : undefined;
  const shownText = search.text.trim();

  let statusLine = '';
  if (search.listVisible) {
    if (search.status === 'loading') statusLine = t`Recherche en cours…`;
    else if (search.status === 'no-results') statusLine = t`Aucun résultat pour « ${shownText} »`;
    else if (search.status === 'error') statusLine = describeError('error_api');
  }
  const resultCount = search.options.length - 1;

  return (
    <>
      {search.listVisible ? (
        // Pointer only: Escape and Tab close the list from the keyboard.
        <div className="search__overlay" aria-hidden="true" onClick={search.close} />
      ) : null}
      <form
        role="search"
        className={`search__form ${className ?? ''}`}
        action={SEARCH_FORM_ACTION}
        onSubmit={search.onSubmit}
      >
        <label htmlFor={inputId} className="search__label">
          <Trans>Rechercher un produit, un besoin, une marque…</Trans>
        </label>
        <div className="search__field">
          <input
            ref={field}
            id={inputId}
            name={SEARCH_TEXT_PARAM}
            type="search"
            role="combobox"
            className="search__input"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            // Short enough to show whole in the header; the label says it in full.
            placeholder={t`Produit, besoin, marque…`}
            aria-autocomplete="list"
            aria-expanded={search.expanded}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(active) : undefined}
            value={search.text}
            onChange={(event) => search.onChange(event.target.value)}
            onKeyDown={search.onKeyDown}
            onBlur={search.close}
          />
          <button type="submit" className="search__submit" disabled={ready && !search.canSubmit}>
            <svg className="search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
            {/* The magnifier alone shows: the field needs the room for its placeholder. */}
            <span className="visually-hidden">
              <Trans>Rechercher</Trans>
            </span>
          </button>
        </div>
        <div className="search__popup">
          <p
            role="status"
            className={`search__status ${statusLine ? 'search__status--shown' : ''}`}
          >
            {statusLine}
            {search.expanded ? (
              <span className="search__sr-only">
                <Trans>{resultCount} suggestions, parcourez-les avec les flèches.</Trans>
              </span>
            ) : null}
          </p>
          <SuggestionListbox
            id={listId}
            expanded={search.expanded}
            groups={search.groups}
            options={search.options}
            activeIndex={search.activeIndex}
            text={shownText}
            optionId={optionId}
            onChoose={search.choose}
          />
        </div>
      </form>
    </>
  );
}
