import { msg } from '@lingui/core/macro';

/**
 * `/fr/plan-du-site`'s heading and introduction, which its head gives as the title and the
 * description search engines show.
 */
export const SITEMAP_PAGE = {
  title: msg`Plan du site`,
  intro: msg`Toutes les pages de la boutique, rubrique par rubrique : produits, besoins, marques, conseils, quiz et services.`,
};
