import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addressCoordinatesQueryOptions, type NearbySearchParams } from '@shop/api-client';
import { TextField, useFieldsReady } from '@shop/ui';
import { RelayResults } from './relay-results';

type RelaySearch = { kind: 'address'; addressId: number } | { kind: 'zipcode'; zipcode: string };

export interface RelayPickerProps {
  /** The chosen delivery address, to search near it. */
  addressId: number | null;
  chosen: { id: number; name: string } | null;
  onChoose: (relay: { id: number; name: string }) => void;
  error: string | null;
}

const ZIPCODE = /^\d{5}$/;

/**
 * The relay point of the relay carrier: searched near the delivery address (its position,
 * then the relay points around it) or near a postcode, then chosen in the list.
 */
export function RelayPicker({ addressId, chosen, onChoose, error }: RelayPickerProps) {
  const { t } = useLingui();
  const ready = useFieldsReady();
  const titleId = useId();
  const [search, setSearch] = useState<RelaySearch | null>(null);
  const [zipcode, setZipcode] = useState('');
  const [zipcodeError, setZipcodeError] = useState<string | null>(null);
  const coordinates = useQuery({
    ...addressCoordinatesQueryOptions(search?.kind === 'address' ? search.addressId : 0),
    enabled: search?.kind === 'address',
  });

  function searchZipcode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = zipcode.trim();
    if (!ZIPCODE.test(typed)) {
      setZipcodeError(t`Saisissez un code postal de 5 chiffres.`);
      return;
    }
    setZipcodeError(null);
    setSearch({ kind: 'zipcode', zipcode: typed });
  }

  let params: NearbySearchParams | null = null;
  if (search?.kind === 'zipcode') params = { zipcode: search.zipcode };
  else if (coordinates.data) params = { lat: coordinates.data.lat, lon: coordinates.data.lon };

  return (
    <section className="relay-picker" aria-labelledby={titleId}>
      <h3 id={titleId}>{t`Point relais`}</h3>
      <p className="relay-picker__chosen" role="status">
        {chosen ? t`Point relais choisi : ${chosen.name}` : t`Aucun point relais choisi.`}
      </p>
      {error && <p className="form-field__error">{error}</p>}
      <div className="relay-picker__searches">
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready || addressId === null}
          onClick={() => addressId !== null && setSearch({ kind: 'address', addressId })}
        >
          {t`Chercher près de mon adresse de livraison`}
        </button>
        <form className="relay-picker__zipcode" noValidate onSubmit={searchZipcode}>
          <TextField
            label={t`Code postal du point relais`}
            name="relay-zipcode"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            value={zipcode}
            onValueChange={setZipcode}
            error={zipcodeError}
          />
          <button type="submit" className="button button--secondary" disabled={!ready}>
            {t`Chercher`}
          </button>
        </form>
      </div>
      {search?.kind === 'address' && coordinates.isError ? (
        <p role="alert">{t`Nous ne situons pas cette adresse. Cherchez par code postal.`}</p>
      ) : (
        search && (
          <RelayResults
            params={params}
            centre={search.kind === 'address' ? (coordinates.data ?? null) : null}
            chosenId={chosen?.id ?? null}
            onChoose={onChoose}
          />
        )
      )}
    </section>
  );
}
