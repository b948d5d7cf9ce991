/**
 * The goals for server rendering (tools/bench/README.md), per page, from the SSR on and off medians:
 * SSR on at least 15 performance points above SSR off, LCP ≤ 2.5 s, CLS ≤ 0.05 and a
 * performance score of 90 or more (98 stays the aim, GOALS.performance).
 */
import type { PageResult } from './page-benchmark.ts';
import type { Throttling } from './throttling.ts';

export const SSR_GOALS = { gainPoints: 15, lcpMs: 2_500, cls: 0.05, minPerformance: 90 } as const;

/** A variant's name: the gateway's (`ssr-on`), and `-applied` under applied throttling. */
export function variantName(gateway: string, throttling: Throttling): string {
  return throttling === 'applied' ? `${gateway}-applied` : gateway;
}

export interface SsrVerdict {
  page: string;
  throttling: Throttling;
  perfOn: number | null;
  perfOff: number | null;
  gain: number | null;
  lcpOnMs: number | null;
  lcpOffMs: number | null;
  clsOn: number | null;
  /** null when a figure it needs was not measured. */
  met: boolean | null;
}

/** Per page and per throttling measured, SSR on against SSR off. */
export function ssrVerdicts(pages: readonly PageResult[]): SsrVerdict[] {
  const measured = new Map<string, { name: string; throttling: Throttling }>();
  for (const { page: name, throttling } of pages) {
    measured.set(`${name} ${throttling}`, { name, throttling });
  }
  return [...measured.values()].map(({ name, throttling }) => {
    const find = (gateway: string) =>
      pages.find((page) => page.page === name && page.variant === variantName(gateway, throttling));
    const on = find('ssr-on');
    const off = find('ssr-off');
    const perfOn = on?.scores.performance ?? null;
    const perfOff = off?.scores.performance ?? null;
    const gain = perfOn === null || perfOff === null ? null : perfOn - perfOff;
    const lcpOnMs = on?.metrics.lcpMs ?? null;
    const clsOn = on?.metrics.cls ?? null;
    const met =
      gain === null || perfOn === null || lcpOnMs === null || clsOn === null
        ? null
        : gain >= SSR_GOALS.gainPoints &&
          perfOn >= SSR_GOALS.minPerformance &&
          lcpOnMs <= SSR_GOALS.lcpMs &&
          clsOn <= SSR_GOALS.cls;
    return {
      page: name,
      throttling,
      perfOn,
      perfOff,
      gain,
      lcpOnMs,
      lcpOffMs: off?.metrics.lcpMs ?? null,
      clsOn,
      met,
    };
  });
}
