import { ABOUT_BODY } from './about';
import { DATA_PROTECTION_BODY } from './data-protection';
import { LEGAL_NOTICE_BODY } from './legal-notice';
import { ONLINE_HELP_BODY } from './online-help';
import { TERMS_OF_SALE_BODY } from './terms-of-sale';

/**
 * The information pages (SPEC.md §2 Information and forms) as their editors wrote them in
 * the CMS, by slug: their summary, for lists and search, and their body.
 */
export const LEGAL_PAGES = {
  cgv: {
    summary:
      'Commande, prix, paiement, livraison, rétractation et garanties\u202f: nos conditions de vente.',
    body: TERMS_OF_SALE_BODY,
  },
  'mentions-legales': {
    summary: 'L’éditeur du site, sa directrice de la publication et son hébergeur.',
    body: LEGAL_NOTICE_BODY,
  },
  'protection-des-donnees': {
    summary: 'Les données que nous recueillons, leur usage, vos droits et les cookies du site.',
    body: DATA_PROTECTION_BODY,
  },
  'votre-aide-en-ligne': {
    summary:
      'Commande, livraison, paiement, retours et compte\u202f: les réponses à vos questions.',
    body: ONLINE_HELP_BODY,
  },
  'a-propos': {
    summary: 'Un laboratoire lyonnais, ses quatre expertises, sa qualité et ses équipes.',
    body: ABOUT_BODY,
  },
} as const satisfies Record<string, { summary: string; body: string }>;
export type LegalPageSlug = keyof typeof LEGAL_PAGES;

export { DIRECTOR, DPO, HOST, PUBLISHER, SHOP } from './facts';
export { SHOP_COOKIES } from './data-protection';
