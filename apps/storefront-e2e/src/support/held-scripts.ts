import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts until the returned function is called: what a visitor does
 * meanwhile meets the server's HTML alone, as on a slow phone before the page hydrates.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
