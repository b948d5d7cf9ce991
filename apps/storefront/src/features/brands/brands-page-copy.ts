import { msg } from '@lingui/core/macro';

/**
 * `/fr/marques`'s heading and introduction, which its head gives as the title and the
 * description search engines show.
 */
export const BRANDS_PAGE = {
  title: msg`Nos marques`,
  intro: msg`Chaque marque du laboratoire répond à une expertise : découvrez leurs gammes.`,
};
