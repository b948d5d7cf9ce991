import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MIN_CHARACTERS } from '@shop/domain';
import { useFieldsReady } from '@shop/ui';
import { canSearch, resultsSplat } from './results-state';

/**
 * Another search from the results page, pre-filled with the current text. The parent keys
 * it by the text, so back and forward show the text of the page they land on.
 */
export function ResultsSearchForm({ text }: { text: string }) {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  const ready = useFieldsReady();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch(value)) return;
    void navigate({
      to: '/fr/results/$',
      params: { _splat: resultsSplat({ text: value.trim(), page: 1 }) },
    });
  };
  return (
    <form
      role="search"
      className="results-search"
      // The header has a search landmark too: this one is named apart.
      aria-label={t`Recherche dans les résultats`}
      onSubmit={onSubmit}
    >
      <label htmlFor={id}>{t`Modifier la recherche`}</label>
      <div className="results-search__row">
        <input
          id={id}
          type="search"
          className="results-search__input"
          maxLength={100}
          enterKeyHint="search"
          aria-describedby={hintId}
          value={value}
          disabled={!ready}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button" disabled={!ready || !canSearch(value)}>
          {t`Rechercher`}
        </button>
      </div>
      <p id={hintId} className="results-search__hint">
        {t`Au moins ${SEARCH_MIN_CHARACTERS} caractères.`}
      </p>
    </form>
  );
}
