import type { SearchResult } from '@shop/api-client';
import { routePath } from '@shop/domain';

/** Where choosing an option leads: a path of this site, another host, or the results page. */
export type SuggestionTarget =
  { kind: 'path'; path: string } | { kind: 'url'; url: string } | { kind: 'all-results' };

export type SuggestionGroupName = 'products' | 'brands' | 'needs' | 'pages';

export interface SuggestionOption {
  /** Unique in the list, safe as a DOM id suffix. */
  key: string;
  label: string;
  /** Euros, products only. */
  price?: number;
  /** The product's picture (a media path), products only. */
  image?: string;
  target: SuggestionTarget;
}

export interface SuggestionGroup {
  name: SuggestionGroupName;
  options: SuggestionOption[];
}

const GROUP_ORDER: readonly SuggestionGroupName[] = ['products', 'brands', 'needs', 'pages'];

/**
 * The reply as groups of options, in the order shown, empty groups left out. A page the API
 * gives no address for cannot be opened, so it is not offered. `cornerHome` turns a brand
 * slug into the home of its corner site (another host: SPEC.md §1).
 */
export function suggestionGroups(
  result: SearchResult,
  cornerHome: (brandSlug: string) => string,
): SuggestionGroup[] {
  const byName: Record<SuggestionGroupName, SuggestionOption[]> = {
    products: result.products.items.map((product) => ({
      key: `product-${product.id}`,
      label: product.name,
      price: product.price,
      image: product.caracteristics.small_image.value.url,
      target: { kind: 'path', path: routePath('product___fr', { slug: product.slug }) },
    })),
    brands: result.brands.items.map((brand) => ({
      key: `brand-${brand.id}`,
      label: brand.title,
      target:
        brand.type.technical_name === 'brand_corner_main'
          ? { kind: 'url', url: cornerHome(brand.brand.slug) }
          : { kind: 'path', path: routePath('brand_details___fr', { slug: brand.slug }) },
    })),
    needs: result.needs.items.map((need) => ({
      key: `need-${need.id}`,
      label: need.title,
      target: { kind: 'path', path: routePath('need_details___fr', { _splat: need.slug }) },
    })),
    pages: result.pages.items.flatMap((page) =>
      page.url === undefined
        ? []
        : [{ key: `page-${page.id}`, label: page.title, target: { kind: 'path', path: page.url } }],
    ),
  };
  return GROUP_ORDER.map((name) => ({ name, options: byName[name] })).filter(
    (group) => group.options.length > 0,
  );
}

/** The option that closes the list: every result of the text, on the results page. */
export const ALL_RESULTS_OPTION: SuggestionOption = {
  key: 'all-results',
  label: '',
  target: { kind: 'all-results' },
};

/** Every option in keyboard order: the groups', then « Voir tous les résultats ». */
export function flattenOptions(groups: readonly SuggestionGroup[]): SuggestionOption[] {
  return [...groups.flatMap((group) => group.options), ALL_RESULTS_OPTION];
}

/**
 * The active option after an arrow key, wrapping at both ends. -1 is "none active": the
 * first ArrowDown goes to the first option, the first ArrowUp to the last.
 */
export function moveActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
