import { PAYMENT_SANDBOX_PREFIX } from '@shop/api-client/contract';

/** Where the sandbox page of a card payment is served, under the API base. */
export function sandboxPagePath(token: string): string {
  return `${PAYMENT_SANDBOX_PREFIX}${encodeURIComponent(token)}`;
}

/** Where the page sends the customer back: the storefront's payment page (SPEC.md §2). */
export function returnPath(token: string): string {
  return `/fr/commande/paiement?token=${encodeURIComponent(token)}`;
}
