/**
 * Phase 3's traffic: logged-in visitors, each with its own session and cart count, opening
 * server-rendered pages through the gateway with a short think time between them, every
 * reply checked for whose page it is (page-check.ts). The choice of pages is seeded per
 * visitor, so two runs send the same sequence.
 */
import { seededRandom } from '../load/random.ts';
import type { PageCheck, PageClass } from './page-check.ts';
import { fetchPage } from './page-fetch.ts';
import type { PageName, SitePage } from './site-pages.ts';
import type { Visitor } from './visitors.ts';

export const THINK_TIME_MS = { min: 50, max: 300 };

export interface PageRecord {
  visitor: number;
  page: PageName;
  path: string;
  class: PageClass;
  status: number | null;
  errorCode: string | null;
  /** Milliseconds since the traffic began. */
  startMs: number;
  endMs: number;
  foreignNames: string[];
  foreignCount: number | null;
}

export interface VisitorTrafficSetup {
  /** `http://localhost:{port}`: the gateway's BASE_DOMAIN host, as a browser names it. */
  gatewayUrl: string;
  visitors: readonly Visitor[];
  /** The pages a visitor picks from; `product` stands for any of `productPaths`. */
  pages: readonly SitePage[];
  productPaths: readonly string[];
  checkPage: PageCheck;
  record(entry: PageRecord): void;
  clock(): number;
  /** The traffic ends once this is true; each visitor finishes the page it is on. */
  isOver(): boolean;
}

async function runVisitor(visitor: Visitor, setup: VisitorTrafficSetup): Promise<void> {
  const random = seededRandom(15_485_863 * (visitor.index + 1));
  while (!setup.isOver()) {
    const page = random.pick(setup.pages);
    const path = page.name === 'product' ? random.pick(setup.productPaths) : page.path;
    const startMs = setup.clock();
    const reply = await fetchPage(`${setup.gatewayUrl}${path}`, visitor.cookie);
    const verdict = setup.checkPage(reply, visitor);
    setup.record({
      visitor: visitor.index,
      page: page.name,
      path,
      class: verdict.class,
      status: reply.status,
      errorCode: reply.errorCode,
      startMs,
      endMs: setup.clock(),
      foreignNames: verdict.foreignNames,
      foreignCount: verdict.foreignCount,
    });
    await new Promise((resolve) =>
      setTimeout(resolve, random.between(THINK_TIME_MS.min, THINK_TIME_MS.max)),
    );
  }
}

/** Every visitor at once, until `isOver()`; resolves when the last has stopped. */
export async function runVisitorTraffic(setup: VisitorTrafficSetup): Promise<void> {
  await Promise.all(setup.visitors.map((visitor) => runVisitor(visitor, setup)));
}
