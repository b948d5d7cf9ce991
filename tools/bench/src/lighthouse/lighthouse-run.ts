/**
 * One Lighthouse run of one page in a fresh Chromium (a new profile: cold HTTP cache, no
 * cookie, no storage, as a first visitor), Lighthouse's default config: mobile form
 * factor, with its simulated or applied throttling (throttling.ts). Puppeteer drives
 * the tab Lighthouse measures, so that the cart's token can be put in localStorage first and
 * the page read once the run is over.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { inspectPage, type PageInspection } from './page-inspection.ts';
import { THROTTLING, type Throttling } from './throttling.ts';

/** Debian's Chromium, as the journeys use it (Lighthouse downloads no browser here). */
export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** A run that takes longer has hung (Lighthouse's own page-load limit is 45 s). */
const RUN_TIMEOUT_MS = 180_000;

export interface RunRequest {
  url: string;
  throttling: Throttling;
  /** Entries put in the origin's localStorage before the run; Lighthouse then keeps them. */
  localStorage?: Record<string, string>;
  /** Cookies of the origin written beside them, as the SPA writes them (`name=value`). */
  cookies?: readonly string[];
  /** Texts the page must show once loaded (the cart's product names). */
  expectedTexts?: readonly string[];
}

export type RunOutcome =
  { ok: true; lhr: Result; inspection: PageInspection | null } | { ok: false; reason: string };

/**
 * Writes the entries from a tab of their own on a cheap same-origin address, then closes
 * it: the tab Lighthouse measures starts blank, as in the other pages' runs.
 */
async function seedLocalStorage(
  browser: Browser,
  url: string,
  entries: Record<string, string>,
  cookies: readonly string[],
) {
  const tab = await browser.newPage();
  try {
    await tab.goto(new URL('/healthz', url).href);
    await tab.evaluate(
      (values, pairs) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        // Runs in the page: its document, which this project's types do not describe.
        const page = globalThis as unknown as { document: { cookie: string } };
        for (const pair of pairs) page.document.cookie = `${pair}; path=/; SameSite=Lax`;
      },
      entries,
      cookies,
    );
  } finally {
    await tab.close();
  }
}

async function measure(browser: Browser, request: RunRequest): Promise<RunOutcome> {
  const keepStorage = request.localStorage !== undefined;
  if (request.localStorage) {
    await seedLocalStorage(browser, request.url, request.localStorage, request.cookies ?? []);
  }
  const [page = await browser.newPage()] = await browser.pages();
  const runner = await lighthouse(
    request.url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: THROTTLING[request.throttling],
      // Without it Lighthouse clears the origin's storage, and with it the cart token.
      disableStorageReset: keepStorage,
    },
    undefined,
    page,
  );
  if (!runner) return { ok: false, reason: 'Lighthouse gave no result' };
  const { lhr } = runner;
  if (lhr.runtimeError) {
    return { ok: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  }
  // The page as Lighthouse left it; a failed reading does not void the measurement.
  const inspection = await inspectPage(page, request.expectedTexts ?? []).catch(() => null);
  return { ok: true, lhr, inspection };
}

function timeout(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the run took over ${ms / 1000} s`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/** Never throws: a failed run is reported with its reason, and Chromium is always killed. */
export async function runLighthouse(request: RunRequest): Promise<RunOutcome> {
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const limit = timeout(RUN_TIMEOUT_MS);
  try {
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const measuring = measure(browser, request);
    // After a timeout the run fails on its own once Chromium is killed: nobody listens.
    measuring.catch(() => undefined);
    return await Promise.race([measuring, limit.promise]);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    limit.clear();
    await browser?.disconnect().catch(() => undefined);
    // Kills Chromium and removes the profile folder chrome-launcher made for it.
    await Promise.resolve(chrome?.kill()).catch(() => undefined);
  }
}
