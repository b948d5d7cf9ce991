/**
 * A seeded random source (mulberry32): two runs of the benchmark send the same sequence of
 * choices per shopper, so their figures differ by timing only, not by the traffic mix.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** `count` distinct values (fewer when there are not that many). */
  sample<T>(values: readonly T[], count: number): T[];
  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [weight: number, choice: T])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => {
    const value = values[between(0, values.length - 1)];
    if (value === undefined) throw new Error('cannot pick from an empty list');
    return value;
  };
  const sample = <T>(values: readonly T[], count: number): T[] => {
    const pool = [...values];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(...pool.splice(between(0, pool.length - 1), 1));
    }
    return chosen;
  };
  const weighted = <T>(choices: readonly (readonly [number, T])[]): T => {
    let draw = next() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, choice] of choices) {
      draw -= weight;
      if (draw < 0) return choice;
    }
    const last = choices.at(-1);
    if (!last) throw new Error('cannot choose from no choices');
    return last[1];
  };
  return { next, between, pick, sample, weighted };
}
