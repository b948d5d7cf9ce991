import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { maintenanceQueryOptions } from './maintenance-query';
import './maintenance-page.css';

/**
 * The maintenance page (SPEC.md §2). It keeps asking whether the maintenance is over: a
 * reply without `x-maintenance` sends the visitor home (the watch in maintenance-watch.ts).
 */
export function MaintenancePage() {
  const { t } = useLingui();
  const check = useQuery(maintenanceQueryOptions());
  return (
    <section className="maintenance-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t`Boutique en maintenance`}</h1>
      <p>
        <Trans>
          Notre boutique est en cours de maintenance pour améliorer votre expérience. Elle sera de
          nouveau disponible dans quelques instants.
        </Trans>
      </p>
      <p>
        <Trans>Merci de votre patience.</Trans>
      </p>
      <button
        type="button"
        className="maintenance-page__retry"
        onClick={() => void check.refetch()}
        disabled={check.isFetching}
      >
        {check.isFetching ? <Trans>Vérification…</Trans> : <Trans>Réessayer</Trans>}
      </button>
    </section>
  );
}
