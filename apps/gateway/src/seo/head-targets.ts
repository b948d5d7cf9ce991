import * as v from 'valibot';
import { APP_PATH_SEGMENTS, SlugSchema } from '@shop/domain';

/** The pages whose head the gateway fills in (SPEC.md §2), by the entity they show. */
export type HeadTargetKind =
  'product' | 'brand' | 'need' | 'advice' | 'advice_theme' | 'actualite' | 'innovation' | 'content';

export interface HeadTarget {
  kind: HeadTargetKind;
  slug: string;
}

/** `/fr/{segment}/{slug}` routes whose slug is one segment. */
const ONE_SEGMENT_ROUTES: Record<string, HeadTargetKind> = {
  produit: 'product',
  marque: 'brand',
  conseil: 'advice',
  conseils: 'advice_theme',
  actualite: 'actualite',
  'qualite-innovation': 'innovation',
};

/**
 * The entity a storefront path shows, or null when the path is no entity page (lists,
 * forms, the account…). `/fr/{slug}` is a content page on the main site only: on a corner
 * site it is the brand's own page, which this does not cover. Slugs follow the domain's
 * route rule; a path that breaks it is left to the SPA.
 */
export function headTargetOf(path: string, mainSite: boolean): HeadTarget | null {
  if (!path.startsWith('/fr/')) return null;
  const [first = '', ...rest] = path.slice('/fr/'.length).split('/');
  let target: HeadTarget | null = null;
  const oneSegmentKind = ONE_SEGMENT_ROUTES[first];
  if (oneSegmentKind && rest.length === 1) target = { kind: oneSegmentKind, slug: rest[0] ?? '' };
  else if (first === 'besoin' && rest.length > 0) target = { kind: 'need', slug: rest.join('/') };
  else if (rest.length === 0 && mainSite && !APP_PATH_SEGMENTS.has(first))
    target = { kind: 'content', slug: first };
  return target && v.is(SlugSchema, target.slug) ? target : null;
}
