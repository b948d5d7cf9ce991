import { describe, expect, it } from 'vitest';
import { formatGrams, formatMillilitres, formatPercent } from './format-measure';

/**
 * The no-break spaces shown as `·`: ICU puts a narrow one or a full one depending on the
 * unit, and either keeps a line from breaking there. An ordinary space stays a space.
 */
const shown = (text: string) => text.replace(/[\u00a0\u202f]/g, '·');

describe('formatPercent', () => {
  it('reads a share out of 100, the sign kept with its number', () => {
    expect(shown(formatPercent(80))).toBe('80·%');
    expect(shown(formatPercent(100))).toBe('100·%');
    expect(shown(formatPercent(12.5))).toBe('12,5·%');
    // No float noise: 33.3 / 100 is 0.33299999999999996.
    expect(shown(formatPercent(33.3))).toBe('33,3·%');
    expect(shown(formatPercent(1250))).toBe('1·250·%');
  });
});

describe('formatGrams and formatMillilitres', () => {
  it('write the French unit symbols after the number, never apart from it', () => {
    expect(shown(formatGrams(72))).toBe('72·g');
    expect(shown(formatGrams(2.5))).toBe('2,5·g');
    expect(shown(formatMillilitres(1250))).toBe('1·250·ml');
  });
});
