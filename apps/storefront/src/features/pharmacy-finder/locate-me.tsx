import { useLingui } from '@lingui/react/macro';
import { useGeolocation, type GeolocationProblem } from './use-geolocation';

export interface LocateMeProps {
  onLocate: (lat: number, lon: number) => void;
}

/** « Autour de moi »: the search starts from the visitor's position, if they allow it. */
export function LocateMe({ onLocate }: LocateMeProps) {
  const { t } = useLingui();
  const { state, locate } = useGeolocation(onLocate);
  const problems: Record<GeolocationProblem, string> = {
    unsupported: t`Votre navigateur ne permet pas de vous localiser. Recherchez par code postal.`,
    denied: t`Vous n’avez pas autorisé la localisation. Autorisez-la dans votre navigateur ou recherchez par code postal.`,
    unavailable: t`Votre position n’a pas pu être déterminée. Réessayez ou recherchez par code postal.`,
  };
  return (
    <div className="locate-me script-only">
      <button
        type="button"
        className="button button--secondary"
        disabled={state.status === 'locating'}
        onClick={locate}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t`Autour de moi`}
      </button>
      <p className="locate-me__status" role="status">
        {state.status === 'locating' && t`Localisation en cours…`}
        {state.status === 'failed' && problems[state.problem]}
      </p>
    </div>
  );
}
