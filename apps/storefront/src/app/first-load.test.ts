import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const site = vi.hoisted(() => ({
  loadSiteData: vi.fn<() => Promise<void>>(),
  detectCornerSite: vi.fn<() => Promise<void>>(),
}));
vi.mock('../shared/site', () => site);

/** A promise settled from outside, to order the locale and the data as a test needs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

// Each test starts from a page that has not loaded yet (the first load is kept per page).
async function freshReadyToRoute() {
  vi.resetModules();
  return (await import('./first-load')).readyToRoute;
}

describe('what the root route waits for', () => {
  beforeEach(() => {
    site.loadSiteData.mockReset().mockResolvedValue(undefined);
    site.detectCornerSite.mockReset().mockResolvedValue(undefined);
  });

  it('waits for the locale even when the data came first, so no head translates too early', async () => {
    const readyToRoute = await freshReadyToRoute();
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it('reports a failed first load only once the locale is set, so the error page is in French', async () => {
    const readyToRoute = await freshReadyToRoute();
    site.loadSiteData.mockRejectedValue(new Error('offline'));
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).rejects.toThrow('offline');
  });

  it('loads the site data once per page, and again after a failure', async () => {
    const readyToRoute = await freshReadyToRoute();
    const queryClient = new QueryClient();
    site.loadSiteData.mockRejectedValueOnce(new Error('offline'));

    await expect(readyToRoute(queryClient, Promise.resolve())).rejects.toThrow('offline');
    await readyToRoute(queryClient, Promise.resolve());
    await readyToRoute(queryClient, Promise.resolve());

    expect(site.loadSiteData).toHaveBeenCalledTimes(2);
  });
});
