/**
 * The goals for server rendering (tools/bench/README.md), per page, from the SSR on and off medians:
 * SSR on at least 15 performance points above SSR off, LCP ≤ 2.5 s, CLS ≤ 0.05 and a
 * performance score of 90 or more (98 stays the aim, GOALS.performance).
 */
import type { PageResult } from './page-benchmark.ts';

export const SSR_GOALS = { gainPoints: 15, lcpMs: 2_500, cls: 0.05, minPerformance: 90 } as const;

export interface SsrVerdict {
  page: string;
  perfOn: number | null;
  perfOff: number | null;
  gain: number | null;
  lcpOnMs: number | null;
  lcpOffMs: number | null;
  clsOn: number | null;
  /** null when a figure it needs was not measured. */
  met: boolean | null;
}

export function ssrVerdicts(pages: readonly PageResult[]): SsrVerdict[] {
  const names = [...new Set(pages.map((page) => page.page))];
  return names.map((name) => {
    const on = pages.find((page) => page.page === name && page.variant === 'ssr-on');
    const off = pages.find((page) => page.page === name && page.variant === 'ssr-off');
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
