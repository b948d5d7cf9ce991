import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const site = vi.hoisted(() => ({
  loadSiteData: vi.fn<() => Promise<void>>(),
  detectCornerSite: vi.fn<() => Promise<void>>(),
}));
vi.mock('../shared/site', () => site);
// The worker's next files share the module graph (isolate: false): they get the real one.
afterAll(() => {
  vi.doUnmock('../shared/site');
  vi.resetModules();
});

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
async function freshFirstLoad() {
  vi.resetModules();
  return import('./first-load');
}

beforeEach(() => {
  site.loadSiteData.mockReset().mockResolvedValue(undefined);
  site.detectCornerSite.mockReset().mockResolvedValue(undefined);
});

describe('what the root route waits for', () => {
  it('waits for the locale even when the first load came first, so no head translates too early', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it.each([
    ['the corner site, which the home guards read', site.detectCornerSite],
    ['the site data, which every page draws', site.loadSiteData],
  ])('waits for %s', async (_what, load) => {
    const { readyToRoute } = await freshFirstLoad();
    const pending = deferred();
    load.mockReturnValue(pending.promise);
    const ready = readyToRoute(new QueryClient(), Promise.resolve());

    expect(await settledYet(ready)).toBe(false);
    pending.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it('reports a failed load only once the locale is set, so the error page is in French', async () => {
    const { readyToRoute } = await freshFirstLoad();
    site.loadSiteData.mockRejectedValue(new Error('offline'));
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).rejects.toThrow('offline');
  });

  it('loads once per page, and again after a failure', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const queryClient = new QueryClient();
    site.detectCornerSite.mockRejectedValueOnce(new Error('offline'));

    await expect(readyToRoute(queryClient, Promise.resolve())).rejects.toThrow('offline');
    await readyToRoute(queryClient, Promise.resolve());
    await readyToRoute(queryClient, Promise.resolve());

    expect(site.detectCornerSite).toHaveBeenCalledTimes(2);
    expect(site.loadSiteData).toHaveBeenCalledTimes(2);
  });
});

describe('the first load on the server', () => {
  it('runs once per QueryClient: a request never joins another request’s load', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const first = new QueryClient();
    const second = new QueryClient();
    site.loadSiteData.mockRejectedValueOnce(new Error('offline'));
    const where = { host: 'localhost:3000' };

    await expect(readyToRoute(first, Promise.resolve(), where)).rejects.toThrow('offline');
    await expect(readyToRoute(second, Promise.resolve(), where)).resolves.toBeUndefined();
    expect(site.loadSiteData).toHaveBeenCalledTimes(2);
    expect(site.detectCornerSite).toHaveBeenCalledTimes(2);
    expect(site.detectCornerSite).toHaveBeenCalledWith(second, where);
  });
});
