/**
 * The permanent redirects of SPEC.md §2 as data, read by `resolveRedirect`. A `from` is a
 * lowercase path without a trailing slash or query; a `to` is an absolute https URL for
 * the other sites, or a path of the shop that no rule redirects again.
 */
export interface RedirectRule {
  from: string;
  to: string;
}

/** Any path holding this segment goes to the same path without it. */
export const STRIPPED_SEGMENT = 'en-ce-moment';

export const SOLUTIONS_SITE = 'https://solutions.aubepine.example/';
export const CORPORATE_SITE = 'https://www.laboratoires-aubepine.example/';
/** The five brands that left the shop for a site of their own. */
export const BRAND_SITES = {
  lactea: 'https://www.lactea.example/',
  serenia: 'https://www.serenia.example/',
  articulis: 'https://www.articulis.example/',
  dermalys: 'https://www.dermalys.example/',
  oligovital: 'https://www.oligovital.example/',
} as const;

/** Paths of the former site that now live on the solutions, brand and corporate sites. */
export const LEGACY_REDIRECTS: readonly RedirectRule[] = [
  { from: '/fr/professionnels', to: SOLUTIONS_SITE },
  { from: '/fr/espace-professionnel', to: SOLUTIONS_SITE },
  { from: '/fr/solutions-officinales', to: `${SOLUTIONS_SITE}officines` },
  { from: '/fr/gamme/lactea', to: BRAND_SITES.lactea },
  { from: '/fr/gamme/lactea/probiotiques', to: `${BRAND_SITES.lactea}probiotiques` },
  { from: '/fr/gamme/serenia', to: BRAND_SITES.serenia },
  { from: '/fr/gamme/articulis', to: BRAND_SITES.articulis },
  { from: '/fr/gamme/dermalys', to: BRAND_SITES.dermalys },
  { from: '/fr/gamme/oligovital', to: BRAND_SITES.oligovital },
  { from: '/fr/le-laboratoire', to: CORPORATE_SITE },
  { from: '/fr/notre-histoire', to: `${CORPORATE_SITE}notre-histoire` },
  { from: '/fr/recrutement', to: `${CORPORATE_SITE}carrieres` },
  { from: '/fr/espace-presse', to: `${CORPORATE_SITE}presse` },
];

/** Pages of the shop replaced by another page of the shop. */
export const INTERNAL_REDIRECTS: readonly RedirectRule[] = [
  { from: '/fr/besoin/femme/infections-vaginales', to: '/fr/besoin/confort-intime' },
  { from: '/fr/produit/lactea-confort-intime', to: '/fr/produit/intima' },
  {
    from: '/fr/produit/magnesium-marin-30-comprimes',
    to: '/fr/produit/magnesium-marin-90-comprimes',
  },
];
