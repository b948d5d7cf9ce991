import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_MIN_CHARACTERS } from '@shop/domain';
import { useFieldsReady, useTypedBeforeHydration } from '@shop/ui';
import { SEARCH_FORM_ACTION, SEARCH_TEXT_PARAM, resultsSplat } from '../../shared/routing';
import { canSearch, type SearchRefusal } from './results-state';

interface ResultsSearchFormProps {
  text: string;
  label: string;
  /** Why the text sent was not searched: said as the field's error. */
  refusal?: SearchRefusal | undefined;
}

/**
 * A search from the results page, pre-filled with the current text. The parent keys it
 * by the text, so back and forward show the text of the page they land on. Until the
 * page hydrates, and without JavaScript, the browser sends it (SEARCH_FORM_ACTION).
 */
export function ResultsSearchForm({ text, label, refusal }: ResultsSearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const labelId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setValue);
  const ready = useFieldsReady();
  // The error speaks of the text sent: it goes once the field holds one that can be searched.
  const error = refusal !== undefined && !canSearch(value) ? refusal : undefined;
  const errors: Record<SearchRefusal, string> = {
    'too-short': t`Votre recherche est trop courte : saisissez au moins ${SEARCH_MIN_CHARACTERS} caractères.`,
    invalid: t`Cette recherche ne peut pas être lancée : saisissez-la à nouveau.`,
  };
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
      // The header has a search landmark too: this one takes its field's label.
      aria-labelledby={labelId}
      action={SEARCH_FORM_ACTION}
      onSubmit={onSubmit}
    >
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="results-search__row">
        <input
          ref={field}
          id={id}
          name={SEARCH_TEXT_PARAM}
          type="search"
          className="results-search__input"
          maxLength={100}
          enterKeyHint="search"
          aria-describedby={hintId}
          aria-invalid={error !== undefined || undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button" disabled={ready && !canSearch(value)}>
          {t`Rechercher`}
        </button>
      </div>
      <p
        id={hintId}
        className={
          error ? 'results-search__hint results-search__hint--error' : 'results-search__hint'
        }
      >
        {error ? errors[error] : t`Au moins ${SEARCH_MIN_CHARACTERS} caractères.`}
      </p>
    </form>
  );
}
