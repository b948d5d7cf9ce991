import { Trans, useLingui } from '@lingui/react/macro';
import { documentTitle } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { useHomePath } from '../../shared/site';
import './error-page.css';

export type ErrorStatus = 401 | 404 | 500;

/**
 * The error pages of SPEC.md §2: 404 with a product-search hint, 401, and the generic
 * 500 for every other failure; each has a home link.
 */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useLingui();
  const home = useHomePath();
  const title = {
    401: t`Accès non autorisé`,
    404: t`Page introuvable`,
    500: t`Une erreur est survenue`,
  }[status];
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      {/* A 404 or an error replaces the route's head: React hoists this title into it. */}
      <title>{documentTitle(title)}</title>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title" tabIndex={-1}>
        {title}
      </h1>
      {status === 404 && (
        <>
          <p>
            <Trans>La page que vous cherchez n’existe pas ou n’existe plus.</Trans>
          </p>
          <p>
            <Trans>
              Vous cherchez un produit ? Utilisez la recherche en haut de page avec son nom ou un
              besoin, par exemple « magnésium » ou « sommeil ».
            </Trans>
          </p>
        </>
      )}
      {status === 401 && (
        <p>
          <Trans>
            Vous n’êtes pas autorisé à consulter cette page. Connectez-vous avec un compte qui y a
            accès.
          </Trans>
        </p>
      )}
      {status === 500 && (
        <p>
          <Trans>
            Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème
            continue, notre service client est là pour vous aider.
          </Trans>
        </p>
      )}
      <p>
        <AppLink to={home} className="error-page__home">
          <Trans>Retour à l’accueil</Trans>
        </AppLink>
      </p>
    </section>
  );
}
