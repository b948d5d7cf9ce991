import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLink } from '../routing';
import { useHomePath } from '../site';
import './page-states.css';

/**
 * A page whose data could not be read (the API is down, the network dropped): say so in
 * French, offer to try again, and keep the header and footer around it.
 */
export function PageLoadError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const home = useHomePath();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    console.warn('a page could not be loaded', error);
    queryErrorResetBoundary.reset();
  }, [error, queryErrorResetBoundary]);
  return (
    <div className="page-load-error" role="alert">
      <h1>{t`Cette page n’a pas pu être chargée`}</h1>
      <p>{t`Le service est momentanément indisponible. Veuillez réessayer dans un instant.`}</p>
      <p className="page-load-error__actions">
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          {t`Réessayer`}
        </button>
        <AppLink to={home}>{t`Retour à l’accueil`}</AppLink>
      </p>
    </div>
  );
}
