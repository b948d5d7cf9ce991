import { routePath, type RouteName } from '@shop/domain';

/**
 * The fixed links of the footer (SPEC.md §1), by route name. Labels are given by the
 * components (Lingui macros); the paths serve to drop menu entries that repeat them.
 */
export const COMPANY_ROUTES = [
  'about___fr',
  'news___fr',
  'quality-innovation___fr',
  'who-can-give-you-advice___fr',
] as const satisfies readonly RouteName[];

export const HELP_ROUTES = [
  'contact___fr',
  'withdrawal___fr',
  'online_help___fr',
] as const satisfies readonly RouteName[];

export const LEGAL_ROUTES = [
  'terms_of_sale___fr',
  'legal_mention___fr',
  'data_protection___fr',
] as const satisfies readonly RouteName[];

/** Paths the footer already links to without the menu. */
export function fixedFooterPaths(): Set<string> {
  return new Set(
    [...COMPANY_ROUTES, ...HELP_ROUTES, ...LEGAL_ROUTES, 'sitemap___fr' as const].map((name) =>
      routePath(name),
    ),
  );
}
