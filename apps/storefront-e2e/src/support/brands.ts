import { expect, test, type Page } from '@playwright/test';

export interface SeededBrand {
  slug: string;
  name: string;
  has_corner: boolean;
}

/** The shop's brands, read through the gateway as the SPA reads them. */
export async function brands(page: Page): Promise<SeededBrand[]> {
  const reply = await page.request.get('/api/v1/brand');
  expect(reply.status(), 'GET /api/v1/brand').toBe(200);
  return ((await reply.json()) as { data: { items: SeededBrand[] } }).data.items;
}

/** A brand's corner site on the journeys' gateway (Chromium resolves `*.localhost`). */
export function cornerOrigin(slug: string): string {
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  return `http://${slug}.localhost:${port}`;
}
