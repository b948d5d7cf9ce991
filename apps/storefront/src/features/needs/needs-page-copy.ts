import { msg } from '@lingui/core/macro';

/**
 * `/fr/besoins`'s heading and introduction, which its head gives as the title and the
 * description search engines show.
 */
export const NEEDS_PAGE = {
  title: msg`Nos besoins`,
  intro: msg`Choisissez un besoin pour découvrir nos conseils et les produits adaptés.`,
};
