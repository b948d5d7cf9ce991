/** The benchmarks `npm run bench` runs, in this order; each writes results/<name>.json. */
export const BENCHMARKS = [
  { name: 'bundle', title: 'Storefront bundle', script: 'bundle/bundle-size.ts' },
  { name: 'shop-api', title: 'Shop API latency', script: 'shop-api/shop-api-latency.ts' },
  { name: 'proxy', title: 'Gateway proxy comparison', script: 'proxy/proxy-comparison.ts' },
  { name: 'lighthouse', title: 'Storefront Lighthouse', script: 'lighthouse/lighthouse-pages.ts' },
  { name: 'load', title: 'Load with a shop API restart', script: 'load/load-with-restart.ts' },
  { name: 'pages', title: 'Server-rendered pages under load', script: 'pages/rendered-pages.ts' },
] as const;

export type BenchmarkName = (typeof BENCHMARKS)[number]['name'];
