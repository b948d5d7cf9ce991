import { msg } from '@lingui/core/macro';

/** Messages of SPEC.md §8 that are not error codes: the session toast and the search states. */
export const NOTICE_MESSAGES = {
  disconnected: msg({
    id: 'notice.disconnected',
    message: 'Vous avez été déconnecté.',
  }),
  logInAgain: msg({ id: 'notice.log_in_again', message: 'Se reconnecter' }),
  searchLoading: msg({ id: 'notice.search_loading', message: 'Recherche en cours…' }),
  searchNoResults: msg({
    id: 'notice.search_no_results',
    message: 'Aucun résultat ne correspond à votre recherche.',
  }),
};
