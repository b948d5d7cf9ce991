import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shop/api-client';
import { goneProductNames, reorderPlanOf } from './reorder-plan';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  product_id: 1,
  name: 'Magnésium marin',
  quantity: 2,
  unit_price: 9.9,
  line_total: 19.8,
  offered: false,
  available: true,
  price_with_tax: 9.9,
  ...overrides,
});

describe('the renewal of an order', () => {
  it('renews the paid lines still sold and names the others, deleted products included', () => {
    const lines = [
      line({}),
      line({ product_id: 2, name: 'Lactéa Confort Intime', available: false }),
      line({ product_id: null, name: 'Ancienne formule' }),
      line({ product_id: 3, name: 'Cadeau', offered: true, price_with_tax: 0 }),
    ];
    const plan = reorderPlanOf(lines);
    expect(plan).toMatchObject({
      kind: 'ok',
      elements: [{ element_id: 1, element_type: 'product', quantity: 2 }],
    });
    expect(goneProductNames(lines, plan)).toEqual(['Lactéa Confort Intime', 'Ancienne formule']);
  });

  it('also names what the shop left out when the cart was made', () => {
    const lines = [line({}), line({ product_id: 4, name: 'Vitamine D3' })];
    const plan = reorderPlanOf(lines);
    expect(goneProductNames(lines, plan, [{ id: 4, name: 'Vitamine D3' }])).toEqual([
      'Vitamine D3',
    ]);
  });

  it('is refused when nothing can be bought again', () => {
    const plan = reorderPlanOf([line({ available: false }), line({ product_id: null })]);
    expect(plan.kind).toBe('refused');
  });
});
