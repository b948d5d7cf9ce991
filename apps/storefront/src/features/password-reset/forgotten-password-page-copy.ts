import { msg } from '@lingui/core/macro';

/**
 * `/fr/mot-de-passe-oublie`'s heading and the form's introduction, which its head gives as
 * the title and the description search engines show.
 */
export const FORGOTTEN_PASSWORD_PAGE = {
  title: msg`Mot de passe oublié`,
  intro: msg`Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.`,
};
