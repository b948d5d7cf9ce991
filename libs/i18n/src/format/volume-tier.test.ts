import { describeVolumeTier } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../activate-locale';
import { formatVolumeTier } from './volume-tier';

beforeAll(() => activateLocale('fr'));

describe('formatVolumeTier', () => {
  it('reads a single unit, a range and an open tier', () => {
    const read = (minQuantity: number, maxQuantity: number | null) =>
      formatVolumeTier(describeVolumeTier({ minQuantity, maxQuantity, unitPrice: 1000 }));
    expect(read(1, 1)).toBe('1 unité');
    expect(read(3, 3)).toBe('3 unités');
    expect(read(2, 4)).toBe('2 à 4 unités');
    expect(read(5, null)).toBe('à partir de 5 unités');
  });
});
