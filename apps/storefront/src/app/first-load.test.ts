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
async function freshFirstLoad() {
  vi.resetModules();
  return import('./first-load');
}

beforeEach(() => {
  site.loadSiteData.mockReset().mockResolvedValue(undefined);
  site.detectCornerSite.mockReset().mockResolvedValue(undefined);
});

describe('what the root route waits for', () => {
  it('waits for the locale even when the corner site came first, so no head translates too early', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it('waits for the corner site, which the home guards read', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const corner = deferred();
    site.detectCornerSite.mockReturnValue(corner.promise);
    const ready = readyToRoute(new QueryClient(), Promise.resolve());

    expect(await settledYet(ready)).toBe(false);
    corner.resolve();
    await expect(ready).resolves.toBeUndefined();
  });

  it('reports a failed detection only once the locale is set, so the error page is in French', async () => {
    const { readyToRoute } = await freshFirstLoad();
    site.detectCornerSite.mockRejectedValue(new Error('offline'));
    const locale = deferred();
    const ready = readyToRoute(new QueryClient(), locale.promise);

    expect(await settledYet(ready)).toBe(false);
    locale.resolve();
    await expect(ready).rejects.toThrow('offline');
  });

  it('asks for the site data without waiting for it, so the page loaders ask beside it', async () => {
    const { readyToRoute, siteDataReady } = await freshFirstLoad();
    const queryClient = new QueryClient();
    const data = deferred();
    site.loadSiteData.mockReturnValue(data.promise);

    await expect(readyToRoute(queryClient, Promise.resolve())).resolves.toBeUndefined();
    expect(site.loadSiteData).toHaveBeenCalledTimes(1);

    // The root loader then waits for that same load.
    const loaded = siteDataReady(queryClient);
    expect(await settledYet(loaded)).toBe(false);
    data.resolve();
    await expect(loaded).resolves.toBeUndefined();
    expect(site.loadSiteData).toHaveBeenCalledTimes(1);
  });

  it('detects the corner site once per page, and again after a failure', async () => {
    const { readyToRoute } = await freshFirstLoad();
    const queryClient = new QueryClient();
    site.detectCornerSite.mockRejectedValueOnce(new Error('offline'));

    await expect(readyToRoute(queryClient, Promise.resolve())).rejects.toThrow('offline');
    await readyToRoute(queryClient, Promise.resolve());
    await readyToRoute(queryClient, Promise.resolve());

    expect(site.detectCornerSite).toHaveBeenCalledTimes(2);
  });
});

describe("the root route's loader", () => {
  it('waits for the load the route began, a failed one too, and a retry through the route loads again', async () => {
    const { readyToRoute, siteDataReady } = await freshFirstLoad();
    const queryClient = new QueryClient();
    site.loadSiteData.mockRejectedValueOnce(new Error('offline'));

    // Offline at once: the load fails before the loader asks for it.
    await readyToRoute(queryClient, Promise.resolve());
    await expect(siteDataReady(queryClient)).rejects.toThrow('offline');
    expect(site.loadSiteData).toHaveBeenCalledTimes(1);

    // The visitor retries: the route runs again from its beforeLoad.
    await readyToRoute(queryClient, Promise.resolve());
    await expect(siteDataReady(queryClient)).resolves.toBeUndefined();
    await readyToRoute(queryClient, Promise.resolve());
    await siteDataReady(queryClient);
    expect(site.loadSiteData).toHaveBeenCalledTimes(2);
  });

  it('loads the site data itself when nothing began it, once', async () => {
    const { siteDataReady } = await freshFirstLoad();
    const queryClient = new QueryClient();

    await siteDataReady(queryClient);
    await siteDataReady(queryClient);

    expect(site.loadSiteData).toHaveBeenCalledTimes(1);
  });
});

describe('the first load on the server', () => {
  it('runs once per QueryClient: a request never joins another request’s load', async () => {
    const { readyToRoute, siteDataReady } = await freshFirstLoad();
    const first = new QueryClient();
    const second = new QueryClient();
    site.loadSiteData.mockRejectedValueOnce(new Error('offline'));

    await readyToRoute(first, Promise.resolve(), { host: 'localhost:3000' });
    await readyToRoute(second, Promise.resolve(), { host: 'localhost:3000' });

    await expect(siteDataReady(first)).rejects.toThrow('offline');
    await expect(siteDataReady(second)).resolves.toBeUndefined();
    expect(site.loadSiteData).toHaveBeenCalledTimes(2);
    expect(site.detectCornerSite).toHaveBeenCalledTimes(2);
    expect(site.detectCornerSite).toHaveBeenCalledWith(second, { host: 'localhost:3000' });
  });
});
