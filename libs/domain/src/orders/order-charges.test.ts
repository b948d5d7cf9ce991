import { describe, expect, it } from 'vitest';
import { orderCharges } from './order-charges';

describe('orderCharges', () => {
  it('adds the carrier cost to the goods under the free-delivery threshold', () => {
    expect(orderCharges(4899, { code: 'express', baseCost: 990 }, false)).toEqual({
      shippingFees: 990,
      totalWithTaxes: 5889,
    });
  });

  it('charges no shipping from 49 €, nor for parcel delivery on a first order', () => {
    expect(orderCharges(4900, { code: 'express', baseCost: 990 }, false)).toEqual({
      shippingFees: 0,
      totalWithTaxes: 4900,
    });
    expect(orderCharges(2000, { code: 'parcel', baseCost: 590 }, true)).toEqual({
      shippingFees: 0,
      totalWithTaxes: 2000,
    });
    expect(orderCharges(2000, { code: 'relay', baseCost: 390 }, true).shippingFees).toBe(390);
  });
});
