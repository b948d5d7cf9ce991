import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';

/** The home could not be read: without it there is no shop to show, so say so plainly. */
export function HomeError() {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <div role="alert">
      <h1>{t`La boutique est momentanément indisponible`}</h1>
      <p>
        <Trans>Nous n’avons pas pu charger la boutique. Veuillez réessayer dans un instant.</Trans>
      </p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <Trans>Réessayer</Trans>
      </button>
    </div>
  );
}
