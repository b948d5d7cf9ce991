import { msg } from '@lingui/core/macro';

/**
 * `/fr/conseils`'s heading and introduction, which its head gives as the title and the
 * description search engines show.
 */
export const ADVICE_THEMES_PAGE = {
  title: msg`Nos conseils santé`,
  intro: msg`Sommeil, digestion, défenses naturelles… Choisissez un thème pour lire nos conseils.`,
};
