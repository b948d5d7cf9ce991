/**
 * Phase 1: each page's server timings for one anonymous visitor, with server rendering on
 * and off (the client-only shell) side by side. The two gateways are asked in turn, request
 * by request, so that a slow moment of the machine weighs on both alike.
 */
import { latencySummary } from '../support/stats.ts';
import { isRendered } from './page-check.ts';
import { fetchPage, type PageReply } from './page-fetch.ts';
import type { PageName, SitePage } from './site-pages.ts';

export const WARM_UP_REQUESTS = 5;
export const MEASURED_REQUESTS = 30;

export type Variant = 'ssr-on' | 'ssr-off';

export interface PageTiming {
  page: PageName;
  path: string;
  variant: Variant;
  requests: number;
  statuses: Record<string, number>;
  /** Replies carrying the router's dehydrated state: rendered on the server. */
  rendered: number;
  /** Response head received; then the whole HTML read. Over every measured reply. */
  ttfb: { p50Ms: number; p95Ms: number };
  total: { p50Ms: number; p95Ms: number };
}

export const round = (value: number) => Math.round(value * 10) / 10;

function timingOf(page: SitePage, variant: Variant, replies: readonly PageReply[]): PageTiming {
  const statuses: Record<string, number> = {};
  for (const { status, errorCode } of replies) {
    const key = String(status ?? errorCode);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const ttfb = latencySummary(replies.flatMap(({ ttfbMs }) => (ttfbMs === null ? [] : [ttfbMs])));
  const total = latencySummary(
    replies.flatMap(({ totalMs }) => (totalMs === null ? [] : [totalMs])),
  );
  return {
    page: page.name,
    path: page.path,
    variant,
    requests: replies.length,
    statuses,
    rendered: replies.filter((reply) => reply.status === 200 && isRendered(reply.html)).length,
    ttfb: { p50Ms: round(ttfb.p50Ms), p95Ms: round(ttfb.p95Ms) },
    total: { p50Ms: round(total.p50Ms), p95Ms: round(total.p95Ms) },
  };
}

/** `gateways`: the base URL (`http://localhost:{port}`) of each variant. */
export async function measurePageTimings(
  gateways: Record<Variant, string>,
  pages: readonly SitePage[],
): Promise<PageTiming[]> {
  const timings: PageTiming[] = [];
  for (const page of pages) {
    const replies: Record<Variant, PageReply[]> = { 'ssr-on': [], 'ssr-off': [] };
    for (let request = 0; request < WARM_UP_REQUESTS + MEASURED_REQUESTS; request += 1) {
      for (const variant of ['ssr-on', 'ssr-off'] as const) {
        const reply = await fetchPage(`${gateways[variant]}${page.path}`);
        if (request >= WARM_UP_REQUESTS) replies[variant].push(reply);
      }
    }
    timings.push(timingOf(page, 'ssr-on', replies['ssr-on']));
    timings.push(timingOf(page, 'ssr-off', replies['ssr-off']));
  }
  return timings;
}
