import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { favouriteProductsQueryOptions } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS } from '@shop/domain';
import { ProductGrid } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';

const TITLE_ID = 'favourite-products-title';

/**
 * `/fr/mon-compte/produits-favoris` (SPEC.md §2 Account): the customer's favourite
 * products as product cards. Each card's heart removes its product: the shared toggle
 * updates this very list, so the page needs no remove button of its own.
 */
export function FavouriteProductsPage() {
  const { t } = useLingui();
  const { data: favourites } = useSuspenseQuery(favouriteProductsQueryOptions());
  return (
    <div className="page">
      <PageBreadcrumb
        pageType="account"
        entity={{
          label: { code: 'my_favorite_products' },
          path: ACCOUNT_PAGE_PATHS.my_favorite_products,
        }}
      />
      <h1 id={TITLE_ID}>{t`Mes produits favoris`}</h1>
      {favourites.items.length === 0 ? (
        <EmptyState title={t`Vous n’avez pas encore de produit favori.`}>
          <p>{t`Touchez le cœur d’un produit pour le retrouver ici.`}</p>
          <AppLink to="/fr/produits/$">{t`Découvrir nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <ProductGrid products={favourites.items} labelledBy={TITLE_ID} />
      )}
    </div>
  );
}
