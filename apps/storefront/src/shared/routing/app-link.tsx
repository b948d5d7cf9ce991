import { Link, type LinkComponent } from '@tanstack/react-router';

const EXACT = { exact: true } as const;

/**
 * The link of every internal page: the router's own `Link`, typed by the route tree
 * (`to="/fr/produit/$slug" params={{ slug }}`), so a renamed route fails to compile.
 * Client-side navigation, preloading on intent. Links stay on the host the page is on, so
 * from a corner site they keep the brand's subdomain. Exact by default: `aria-current`
 * only on a link to this very page, not on every link to a parent path.
 */
export const AppLink: LinkComponent<'a'> = (props) => <Link activeOptions={EXACT} {...props} />;
