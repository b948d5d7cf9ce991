import { describe, expect, it } from 'vitest';
import { toCartElements } from './cart-element';

describe('toCartElements', () => {
  it('sends each line as a product element, in order', () => {
    expect(
      toCartElements([
        { id: 40, quantity: 1 },
        { id: 12, quantity: 3 },
      ]),
    ).toEqual([
      { element_id: 40, element_type: 'product', quantity: 1 },
      { element_id: 12, element_type: 'product', quantity: 3 },
    ]);
  });
});
