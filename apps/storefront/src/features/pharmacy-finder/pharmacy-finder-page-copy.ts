import { msg } from '@lingui/core/macro';

/**
 * `/fr/trouver-une-pharmacie`'s heading and introduction, which its head gives as the title
 * and the description search engines show.
 */
export const PHARMACY_FINDER_PAGE = {
  title: msg`Trouver une pharmacie partenaire`,
  intro: msg`Plus de 9 000 pharmacies partenaires conseillent nos produits et les obtiennent en 48 heures.`,
};
