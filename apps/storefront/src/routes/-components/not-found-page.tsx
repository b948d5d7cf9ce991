import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME_PATH } from '@shop/domain';

/** SPEC.md §2 Error pages, 404: a home link and a product-search hint. */
export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`Page introuvable`;
  return (
    <>
      <title>{title}</title>
      <h1>{title}</h1>
      <p>
        <Trans>La page que vous cherchez n’existe pas ou n’existe plus.</Trans>
      </p>
      <p>
        <Trans>
          Vous cherchez un produit ? Utilisez la recherche en haut de page avec son nom ou un
          besoin, par exemple « magnésium » ou « sommeil ».
        </Trans>
      </p>
      <p>
        <Link to={HOME_PATH}>
          <Trans>Retour à l’accueil</Trans>
        </Link>
      </p>
    </>
  );
}
