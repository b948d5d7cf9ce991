import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BreadcrumbLabelCode, CrumbLabel } from '@shop/domain';

/** The fixed crumbs of SPEC.md §2 Breadcrumb: home, the roots and the account pages. */
export const BREADCRUMB_MESSAGES: Record<BreadcrumbLabelCode, MessageDescriptor> = {
  home: msg({ id: 'breadcrumb.home', message: 'Accueil' }),
  products: msg({ id: 'breadcrumb.products', message: 'Produits' }),
  needs: msg({ id: 'breadcrumb.needs', message: 'Besoins' }),
  news: msg({ id: 'breadcrumb.news', message: 'Actualités' }),
  advice: msg({ id: 'breadcrumb.advice', message: 'Conseils' }),
  quality_innovation: msg({
    id: 'breadcrumb.quality_innovation',
    message: 'Qualité et innovation',
  }),
  brands: msg({ id: 'breadcrumb.brands', message: 'Marques' }),
  my_account: msg({ id: 'breadcrumb.my_account', message: 'Mon compte' }),
  my_personal_information: msg({
    id: 'breadcrumb.my_personal_information',
    message: 'Informations personnelles',
  }),
  my_profile_and_subscriptions: msg({
    id: 'breadcrumb.my_profile_and_subscriptions',
    message: 'Profil et abonnements',
  }),
  my_addresses: msg({ id: 'breadcrumb.my_addresses', message: 'Mes adresses' }),
  my_favorite_pharmacies: msg({
    id: 'breadcrumb.my_favorite_pharmacies',
    message: 'Mes pharmacies favorites',
  }),
  my_orders: msg({ id: 'breadcrumb.my_orders', message: 'Mes commandes' }),
  my_favorite_products: msg({
    id: 'breadcrumb.my_favorite_products',
    message: 'Mes produits favoris',
  }),
  reviews: msg({ id: 'breadcrumb.reviews', message: 'Avis' }),
};

/** A fixed crumb in French; what `breadcrumbJsonLd` takes to name its items. */
export function describeBreadcrumbCode(code: BreadcrumbLabelCode): string {
  return i18n._(BREADCRUMB_MESSAGES[code]);
}

/** What a crumb reads: its fixed label in French, or the entity's own title. */
export function describeCrumbLabel(label: CrumbLabel): string {
  return 'code' in label ? describeBreadcrumbCode(label.code) : label.text;
}
