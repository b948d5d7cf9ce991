import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shop/api-client';
import { elementsAfterAdding, outcomeOfAdding } from './cart-lines';

function line(id: number, quantity: number, offered = false): CartLine {
  return {
    id,
    name: `Produit ${id}`,
    slug: `produit-${id}`,
    small_image: { url: `/api/v1/media/products/${id}.svg`, alt: '' },
    quantity,
    available_quantity: 50,
    unit_price: 10,
    public_price: 10,
    suggested_price: null,
    volume_prices: [],
    offered,
    price_with_tax: offered ? 0 : 10,
    total: offered ? 0 : 10 * quantity,
  };
}

describe('elementsAfterAdding', () => {
  it('adds a new product at the end and keeps the other paid lines', () => {
    expect(elementsAfterAdding([line(1, 2)], 7, 3)).toEqual([
      { element_id: 1, element_type: 'product', quantity: 2 },
      { element_id: 7, element_type: 'product', quantity: 3 },
    ]);
  });

  it('raises the quantity of a product already in the cart', () => {
    expect(elementsAfterAdding([line(7, 2), line(1, 1)], 7, 3)).toEqual([
      { element_id: 7, element_type: 'product', quantity: 5 },
      { element_id: 1, element_type: 'product', quantity: 1 },
    ]);
  });

  it('leaves offered lines to the codes that offer them', () => {
    expect(elementsAfterAdding([line(4, 1, true)], 7, 1)).toEqual([
      { element_id: 7, element_type: 'product', quantity: 1 },
    ]);
  });

  it('refuses a quantity below one', () => {
    expect(() => elementsAfterAdding([], 7, 0)).toThrow(RangeError);
  });
});

describe('outcomeOfAdding', () => {
  const NO_CHANGES = { removed_products: [], adjusted_products: [] };

  it('is added when the cart holds the product as a paid line', () => {
    const reply = { ...NO_CHANGES, cart: { list: [line(1, 2), line(7, 3)] } };

    expect(outcomeOfAdding(reply, 7)).toEqual({ kind: 'added' });
  });

  it('is refused when the shop left the product out, a 0 € sample for one', () => {
    const reply = {
      removed_products: [{ id: 7, name: 'Échantillon Lactéa Transit' }],
      adjusted_products: [],
      cart: { list: [line(1, 2)] },
    };

    expect(outcomeOfAdding(reply, 7)).toEqual({ kind: 'refused' });
  });

  it('is refused when only an offered line of the product is in the cart', () => {
    expect(outcomeOfAdding({ ...NO_CHANGES, cart: { list: [line(7, 1, true)] } }, 7)).toEqual({
      kind: 'refused',
    });
  });

  it('is capped, with the units the cart holds, when the stock brought the line down', () => {
    const reply = {
      removed_products: [],
      adjusted_products: [{ id: 7, name: 'Produit 7', quantity: 4 }],
      cart: { list: [line(7, 4)] },
    };

    expect(outcomeOfAdding(reply, 7)).toEqual({ kind: 'capped', quantity: 4 });
  });
});
