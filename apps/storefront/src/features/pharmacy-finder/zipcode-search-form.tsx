import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { citiesQueryOptions } from '@shop/api-client';
import { isMetropolitanZipcode } from '@shop/domain';
import { useFieldsReady } from '@shop/ui';

export interface ZipcodeSearchFormProps {
  /** The commune of the search in the address, if any. */
  zipcode?: string;
  city?: string;
  onSearch: (zipcode: string, city: string) => void;
}

type Problem = 'zipcode' | 'city' | null;

/**
 * A postcode, then one of its communes: once five digits are typed the communes are asked
 * for, and a postcode shared by several (69380: fourteen) lets the visitor choose.
 */
export function ZipcodeSearchForm({ zipcode = '', city, onSearch }: ZipcodeSearchFormProps) {
  const { t } = useLingui();
  const ready = useFieldsReady();
  const [typed, setTyped] = useState(zipcode);
  const [chosen, setChosen] = useState(city);
  const [problem, setProblem] = useState<Problem>(null);
  // The address changed under the form (back button, « Autour de moi »): show its search.
  // Adjusted while rendering rather than remounting, so the focus stays where it is.
  const [shown, setShown] = useState({ zipcode, city });
  if (shown.zipcode !== zipcode || shown.city !== city) {
    setShown({ zipcode, city });
    setTyped(zipcode);
    setChosen(city);
    setProblem(null);
  }
  const ids = { zipcode: useId(), zipcodeHint: useId(), error: useId(), cities: useId() };
  const complete = isMetropolitanZipcode(typed);
  const cities = useQuery({ ...citiesQueryOptions(typed), enabled: complete });
  const communes = complete ? (cities.data?.items ?? []) : [];
  const selected =
    communes.find((commune) => commune.name === chosen)?.name ??
    (communes.length === 1 ? communes[0]?.name : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return setProblem('zipcode');
    if (selected === undefined) return setProblem('city');
    setProblem(null);
    onSearch(typed, selected);
  }

  return (
    <form className="zipcode-search" noValidate onSubmit={onSubmit}>
      <div className="zipcode-search__field">
        <label htmlFor={ids.zipcode}>{t`Code postal`}</label>
        <span id={ids.zipcodeHint} className="zipcode-search__hint">
          {t`5 chiffres, par exemple 69001`}
        </span>
        <input
          id={ids.zipcode}
          name="zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={typed}
          disabled={ready ? undefined : true}
          aria-invalid={problem === 'zipcode' || undefined}
          aria-describedby={
            problem === 'zipcode' ? `${ids.zipcodeHint} ${ids.error}` : ids.zipcodeHint
          }
          onChange={(event) => {
            setTyped(event.target.value.replace(/\D/g, '').slice(0, 5));
            setProblem(null);
          }}
        />
      </div>
      <div className="zipcode-search__communes" aria-live="polite">
        {complete && cities.isPending && <p>{t`Recherche des communes…`}</p>}
        {complete && cities.isError && (
          <p>{t`Les communes de ce code postal n’ont pas pu être chargées. Veuillez réessayer.`}</p>
        )}
        {complete && cities.isSuccess && communes.length === 0 && (
          <p>{t`Aucune commune ne correspond à ce code postal.`}</p>
        )}
        {communes.length > 0 && (
          <fieldset
            aria-invalid={problem === 'city' || undefined}
            aria-describedby={problem === 'city' ? ids.error : undefined}
          >
            <legend>{t`Commune`}</legend>
            {communes.map((commune) => (
              <label key={commune.code} className="zipcode-search__commune">
                <input
                  type="radio"
                  name="city"
                  value={commune.name}
                  checked={selected === commune.name}
                  onChange={() => {
                    setChosen(commune.name);
                    setProblem(null);
                  }}
                />
                {commune.name}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {problem && (
        <p id={ids.error} className="zipcode-search__error" role="alert">
          {problem === 'zipcode'
            ? t`Saisissez un code postal de France métropolitaine, à 5 chiffres.`
            : t`Choisissez une commune.`}
        </p>
      )}
      <button type="submit" className="button" disabled={ready ? undefined : true}>
        {t`Rechercher`}
      </button>
    </form>
  );
}
