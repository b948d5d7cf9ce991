import type { BrowserContext, TestInfo } from '@playwright/test';

/**
 * Makes the journey's API calls come from an address of its own, as a shopper's do behind
 * the load balancer: the journeys' gateway trusts X-Forwarded-For from loopback
 * (`TRUSTED_PROXIES` in playwright.config.ts) and passes the address on to the shop API,
 * which makes an address wait after twenty failed logins in 15 minutes (and after five on
 * one account). Journeys that fail logins on purpose use it, so that together they never
 * slow down 127.0.0.1, the address of every other journey. The address is one of
 * TEST-NET-2 (RFC 5737), the same for a test each run (the shop API starts empty).
 */
export async function useOwnClientAddress(
  context: BrowserContext,
  testInfo: TestInfo,
): Promise<void> {
  const address = `198.51.100.${(hashOf(testInfo.testId) % 254) + 1}`;
  await context.route('**/api/v1/**', async (route) =>
    route.continue({
      headers: { ...(await route.request().allHeaders()), 'x-forwarded-for': address },
    }),
  );
}

function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}
