import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planReorder, type ReorderLine } from './reorder';

const line = (
  productId: number,
  quantity: number,
  priceWithTax: number,
  available = true,
): ReorderLine => ({
  productId,
  quantity,
  priceWithTax,
  available,
});

describe('planReorder', () => {
  it('adds the paid lines as product elements with their quantity', () => {
    expect(planReorder([line(1, 2, 2380), line(2, 1, 990)])).toEqual({
      kind: 'ok',
      elements: [
        { element_id: 1, element_type: 'product', quantity: 2 },
        { element_id: 2, element_type: 'product', quantity: 1 },
      ],
      unavailableProductIds: [],
    });
  });

  it('leaves offered lines out without reporting them', () => {
    expect(planReorder([line(1, 1, 990), line(9, 1, 0)])).toEqual({
      kind: 'ok',
      elements: [{ element_id: 1, element_type: 'product', quantity: 1 }],
      unavailableProductIds: [],
    });
  });

  it('still renews what it can, and names the products that are gone', () => {
    expect(planReorder([line(1, 1, 990), line(2, 3, 1500, false)])).toEqual({
      kind: 'ok',
      elements: [{ element_id: 1, element_type: 'product', quantity: 1 }],
      unavailableProductIds: [2],
    });
  });

  it('refuses when nothing can be bought again', () => {
    expect(planReorder([line(2, 1, 1500, false), line(9, 1, 0)])).toEqual({
      kind: 'refused',
      code: 'reorder_refused',
      unavailableProductIds: [2],
    });
    expect(planReorder([])).toEqual({
      kind: 'refused',
      code: 'reorder_refused',
      unavailableProductIds: [],
    });
  });

  it('adds up lines of the same product', () => {
    expect(planReorder([line(1, 1, 990), line(2, 1, 500), line(1, 2, 1980)])).toMatchObject({
      elements: [
        { element_id: 1, quantity: 3 },
        { element_id: 2, quantity: 1 },
      ],
    });
  });

  it('keeps every paid available unit and nothing else, for any order', () => {
    const lines = fc.array(
      fc.record({
        productId: fc.integer({ min: 1, max: 20 }),
        quantity: fc.integer({ min: 0, max: 10 }),
        priceWithTax: fc.integer({ min: 0, max: 5000 }),
        available: fc.boolean(),
      }),
      { maxLength: 15 },
    );
    fc.assert(
      fc.property(lines, (order) => {
        const plan = planReorder(order);
        const wanted = order.filter(
          (item) => item.available && item.priceWithTax > 0 && item.quantity > 0,
        );
        const units = wanted.reduce((sum, item) => sum + item.quantity, 0);
        if (plan.kind === 'refused') expect(units).toBe(0);
        else {
          expect(plan.elements.reduce((sum, item) => sum + item.quantity, 0)).toBe(units);
          const ids = plan.elements.map((item) => item.element_id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of plan.unavailableProductIds) expect(ids).not.toContain(id);
        }
      }),
    );
  });
});
