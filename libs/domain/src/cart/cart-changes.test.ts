import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCartChange,
  checkCartChange,
  mergeCartChanges,
  type CartChange,
  type CartLine,
} from './cart-changes';

const cart: CartLine[] = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 1 },
];
const applyAll = (lines: readonly CartLine[], changes: readonly CartChange[]) =>
  changes.reduce<CartLine[]>((current, change) => applyCartChange(current, change), [...lines]);

describe('checkCartChange', () => {
  it('needs at least one unit to add', () => {
    expect(checkCartChange({ kind: 'add', productId: 1, quantity: 1 })).toEqual({ ok: true });
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(checkCartChange({ kind: 'add', productId: 1, quantity })).toEqual({
        ok: false,
        code: 'quantity_required',
      });
    }
  });

  it('lets a quantity be set to 0 but not below, and a line always be removed', () => {
    expect(checkCartChange({ kind: 'set', productId: 1, quantity: 0 })).toEqual({ ok: true });
    expect(checkCartChange({ kind: 'set', productId: 1, quantity: -1 })).toEqual({
      ok: false,
      code: 'quantity_required',
    });
    expect(checkCartChange({ kind: 'remove', productId: 1 })).toEqual({ ok: true });
  });
});

describe('applyCartChange', () => {
  it('adds units to a line, or a new line at the end', () => {
    expect(applyCartChange(cart, { kind: 'add', productId: 1, quantity: 3 })).toEqual([
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
    ]);
    expect(applyCartChange(cart, { kind: 'add', productId: 9, quantity: 1 })).toEqual([
      ...cart,
      { id: 9, quantity: 1 },
    ]);
  });

  it('sets a quantity in place, and a line set to 0 disappears', () => {
    expect(applyCartChange(cart, { kind: 'set', productId: 1, quantity: 4 })).toEqual([
      { id: 1, quantity: 4 },
      { id: 2, quantity: 1 },
    ]);
    expect(applyCartChange(cart, { kind: 'set', productId: 1, quantity: 0 })).toEqual([
      { id: 2, quantity: 1 },
    ]);
    expect(applyCartChange(cart, { kind: 'set', productId: 9, quantity: 0 })).toEqual(cart);
  });

  it('removes a line, and removing a missing one changes nothing', () => {
    expect(applyCartChange(cart, { kind: 'remove', productId: 2 })).toEqual([
      { id: 1, quantity: 2 },
    ]);
    expect(applyCartChange(cart, { kind: 'remove', productId: 9 })).toEqual(cart);
  });

  it('refuses an add without a quantity', () => {
    expect(() => applyCartChange(cart, { kind: 'add', productId: 1, quantity: 0 })).toThrow(
      /quantity_required/,
    );
  });
});

describe('mergeCartChanges', () => {
  it('adds up a burst of clicks on one product', () => {
    expect(
      mergeCartChanges([
        { kind: 'add', productId: 1, quantity: 1 },
        { kind: 'add', productId: 1, quantity: 1 },
        { kind: 'add', productId: 1, quantity: 2 },
      ]),
    ).toEqual([{ kind: 'add', productId: 1, quantity: 4 }]);
  });

  it('keeps the last quantity set, plus the units added after it', () => {
    expect(
      mergeCartChanges([
        { kind: 'set', productId: 1, quantity: 5 },
        { kind: 'add', productId: 2, quantity: 1 },
        { kind: 'set', productId: 1, quantity: 3 },
        { kind: 'add', productId: 1, quantity: 1 },
      ]),
    ).toEqual([
      { kind: 'set', productId: 1, quantity: 4 },
      { kind: 'add', productId: 2, quantity: 1 },
    ]);
  });

  it('sends one removal for a product that ends at 0', () => {
    expect(
      mergeCartChanges([
        { kind: 'add', productId: 1, quantity: 2 },
        { kind: 'set', productId: 1, quantity: 0 },
      ]),
    ).toEqual([{ kind: 'remove', productId: 1 }]);
  });

  it('removes then sets a product taken out and put back, so it lands at the end', () => {
    const burst: CartChange[] = [
      { kind: 'remove', productId: 1 },
      { kind: 'add', productId: 9, quantity: 1 },
      { kind: 'add', productId: 1, quantity: 2 },
    ];
    expect(mergeCartChanges(burst)).toEqual([
      { kind: 'remove', productId: 1 },
      { kind: 'add', productId: 9, quantity: 1 },
      { kind: 'set', productId: 1, quantity: 2 },
    ]);
    expect(applyAll(cart, mergeCartChanges(burst))).toEqual([
      { id: 2, quantity: 1 },
      { id: 9, quantity: 1 },
      { id: 1, quantity: 2 },
    ]);
  });

  it('drops changes that would be refused, and an empty burst stays empty', () => {
    expect(mergeCartChanges([{ kind: 'add', productId: 1, quantity: 0 }])).toEqual([]);
    expect(mergeCartChanges([])).toEqual([]);
  });
});

describe('mergeCartChanges, for any cart and any burst', () => {
  const productId = fc.integer({ min: 1, max: 6 });
  const lines = fc.uniqueArray(
    fc.record({ id: productId, quantity: fc.integer({ min: 1, max: 9 }) }),
    { selector: (line) => line.id },
  );
  const change: fc.Arbitrary<CartChange> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      productId,
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      productId,
      quantity: fc.integer({ min: 0, max: 5 }),
    }),
    fc.record({ kind: fc.constant('remove' as const), productId }),
  );
  const burst = fc.array(change, { maxLength: 20 });

  it('gives the same lines, in the same order, as the changes one by one', () => {
    fc.assert(
      fc.property(lines, burst, (start, changes) => {
        expect(applyAll(start, mergeCartChanges(changes))).toEqual(applyAll(start, changes));
      }),
      { numRuns: 500 },
    );
  });

  it('sends at most one change per product, two for one taken out and put back', () => {
    fc.assert(
      fc.property(burst, (changes) => {
        const merged = mergeCartChanges(changes);
        const products = new Set(changes.map((item) => item.productId));
        expect(merged.length).toBeLessThanOrEqual(Math.min(changes.length, 2 * products.size));
        const removals = merged
          .filter((item) => item.kind === 'remove')
          .map((item) => item.productId);
        const others = merged
          .filter((item) => item.kind !== 'remove')
          .map((item) => item.productId);
        expect(new Set(removals).size).toBe(removals.length);
        expect(new Set(others).size).toBe(others.length);
      }),
    );
  });

  it('never leaves a line at 0 or below', () => {
    fc.assert(
      fc.property(lines, burst, (start, changes) => {
        for (const line of applyAll(start, changes)) expect(line.quantity).toBeGreaterThan(0);
      }),
    );
  });
});
