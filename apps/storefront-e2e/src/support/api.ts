import { WITH_TOKEN_HEADER } from '@shop/api-client/contract';
import { eurosToCents, formatPrice } from '@shop/domain';

/** What the gateway asks of an API call made with the session cookie (its CSRF check). */
export const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** What the gateway needs to send the session's token upstream, as the SPA asks it. */
export const WITH_TOKEN = { ...JSON_HEADERS, [WITH_TOKEN_HEADER]: '1' } as const;

/** Euros from the API as the SPA writes them, with the domain's formatter: `12,10 €`, `15 €`. */
export function euros(amount: number): string {
  return formatPrice(eurosToCents(amount));
}
