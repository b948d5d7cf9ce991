import { routePath, type RouteName } from '@shop/domain';

/**
 * The few pieces of HTML the legal pages repeat. Internal links go through the route
 * table, as the storefront's own links do, so that a path changes in one place.
 */

/** The routes these pages link to: none of them takes a parameter. */
type PlainRoute = Extract<
  RouteName,
  | 'index___fr'
  | 'terms_of_sale___fr'
  | 'legal_mention___fr'
  | 'data_protection___fr'
  | 'online_help___fr'
  | 'about___fr'
  | 'contact___fr'
  | 'withdrawal___fr'
  | 'newsletter___fr'
  | 'login___fr'
  | 'sign_up___fr'
  | 'sign_up_with_code___fr'
  | 'forgotten_password___fr'
  | 'my-account___fr'
  | 'my-personal-information___fr'
  | 'my-profile-and-subscriptions___fr'
  | 'my-addresses___fr'
  | 'my-orders___fr'
  | 'my-favorites-pharmacies___fr'
  | 'order_cart___fr'
  | 'pharmacy-finder___fr'
  | 'who-can-give-you-advice___fr'
  | 'needs___fr'
  | 'quality-innovation___fr'
  | 'sitemap___fr'
>;

export function link(route: PlainRoute, text: string): string {
  return `<a href="${routePath(route)}">${text}</a>`;
}

export function mailLink(address: string): string {
  return `<a href="mailto:${address}">${address}</a>`;
}

export function phoneLink(phone: { display: string; link: string }): string {
  return `<a href="${phone.link}">${phone.display}</a>`;
}

export function list(items: readonly string[]): string {
  return `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
}
