import { msg } from '@lingui/core/macro';

/**
 * `/fr/interlocuteur`'s heading and introduction, which its head gives as the title and the
 * description search engines show.
 */
export const ADVISERS_PAGE = {
  title: msg`Qui peut vous conseiller ?`,
  intro: msg`Une question sur un produit, une cure ou votre commande ? Nos conseillers et nos pharmacies partenaires vous répondent.`,
};
