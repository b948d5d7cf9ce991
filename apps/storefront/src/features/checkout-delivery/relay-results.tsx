import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { relayPointsQueryOptions, type NearbySearchParams } from '@shop/api-client';
import { formatDistance, OpeningHours, PlacesMap, type GeoPosition } from '../../shared/geography';

export interface RelayResultsProps {
  /** Where to search; null while the delivery address is being located. */
  params: NearbySearchParams | null;
  centre: GeoPosition | null;
  chosenId: number | null;
  onChoose: (relay: { id: number; name: string }) => void;
}

/** The relay points near a search, as a numbered radio list beside a map of the same numbers. */
export function RelayResults({ params, centre, chosenId, onChoose }: RelayResultsProps) {
  const { t } = useLingui();
  const id = useId();
  const query = useQuery({
    ...relayPointsQueryOptions(params ?? {}),
    enabled: params !== null,
  });
  if (params === null || query.isPending) {
    return <p role="status">{t`Recherche des points relais…`}</p>;
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t`Les points relais n’ont pas pu être chargés. Vérifiez le code postal ou réessayez.`}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t`Réessayer`}
        </button>
      </div>
    );
  }
  const relays = query.data.items;
  if (relays.length === 0) {
    return (
      <p role="status">{t`Aucun point relais près de ce lieu. Essayez un autre code postal.`}</p>
    );
  }
  return (
    <div className="relay-results">
      <fieldset className="form-fieldset relay-results__list">
        <legend className="form-field__label" id={id}>
          {t`Points relais, du plus proche au plus éloigné`}
        </legend>
        <ol className="relay-list">
          {relays.map((relay, index) => (
            <li key={relay.id} className="relay-list__item">
              <label className="checkout-choice">
                <input
                  type="radio"
                  name="relay-point"
                  value={relay.id}
                  checked={chosenId === relay.id}
                  onChange={() => onChoose({ id: relay.id, name: relay.name })}
                />
                <span className="checkout-choice__body">
                  <span className="checkout-choice__title">
                    <span aria-hidden="true">{index + 1}. </span>
                    {relay.name}
                  </span>
                  <span>{relay.address}</span>
                  <span>
                    {relay.zipcode} {relay.city}
                  </span>
                  {relay.distance !== null && (
                    <span>
                      <span className="visually-hidden">{t`Distance :`} </span>
                      {formatDistance(relay.distance)}
                    </span>
                  )}
                </span>
              </label>
              <OpeningHours schedules={relay.schedules} placeName={relay.name} />
            </li>
          ))}
        </ol>
      </fieldset>
      <div className="relay-results__map">
        <PlacesMap places={relays} centre={centre} chosenId={chosenId} />
      </div>
    </div>
  );
}
