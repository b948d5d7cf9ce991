/**
 * How Lighthouse brings the page down to a phone's speed, by its own settings for mobile (4×
 * CPU, slow 4G), each with Lighthouse's name for it. `simulated`, its default: the page
 * loads at full speed and a model (Lantern) works out the metrics a phone would have seen.
 * `applied` (its `devtools` method): Chromium slows its own CPU and network while the page
 * loads, and the metrics are what it saw. tools/bench/README.md says why both are measured.
 */
export const THROTTLING = { simulated: 'simulate', applied: 'devtools' } as const;
export type Throttling = keyof typeof THROTTLING;
export const THROTTLINGS = Object.keys(THROTTLING) as Throttling[];
