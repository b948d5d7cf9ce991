import { routePath } from '@shop/domain';

/**
 * Where the header's search and the results page's own send their text when the app's
 * script does not (before the page hydrates, or without JavaScript): a plain GET of
 * `/fr/results?recherche=…`, which the results route sends on to the results' address.
 */
export const SEARCH_FORM_ACTION = routePath('results___fr');
export const SEARCH_TEXT_PARAM = 'recherche';
