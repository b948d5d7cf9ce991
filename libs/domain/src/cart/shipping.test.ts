import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIER_CODES } from '../constants';
import {
  carrierCost,
  firstOrderDiscount,
  freeDeliveryProgress,
  shippingCostsAfterRules,
  shippingEstimate,
  type ShippingCosts,
} from './shipping';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const costs: fc.Arbitrary<ShippingCosts> = fc.record(
  { parcel: cents, relay: cents, express: cents },
  { requiredKeys: [] },
);

describe('shippingEstimate', () => {
  it('is the cheapest carrier', () => {
    expect(shippingEstimate({ parcel: 690, relay: 490, express: 1290 })).toBe(490);
    expect(shippingEstimate({ express: 1290 })).toBe(1290);
  });

  it('is null when no carrier serves the cart', () => {
    expect(shippingEstimate({})).toBeNull();
  });

  it('is one of the costs and no cost is below it', () => {
    fc.assert(
      fc.property(costs, (map) => {
        const values = Object.values(map);
        const estimate = shippingEstimate(map);
        if (values.length === 0) expect(estimate).toBeNull();
        else {
          expect(values).toContain(estimate);
          for (const value of values) expect(value).toBeGreaterThanOrEqual(estimate ?? 0);
        }
      }),
    );
  });
});

describe('freeDeliveryProgress', () => {
  it('is free from exactly 49 €', () => {
    expect(freeDeliveryProgress(4900)).toEqual({ kind: 'free' });
    expect(freeDeliveryProgress(12_000)).toEqual({ kind: 'free' });
  });

  it('leaves 1 cent at 48,99 € and 49 € on an empty cart', () => {
    expect(freeDeliveryProgress(4899)).toEqual({ kind: 'remaining', remaining: 1 });
    expect(freeDeliveryProgress(0)).toEqual({ kind: 'remaining', remaining: 4900 });
  });

  it('always leaves what takes the cart to 49 €', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4899 }), (amount) => {
        expect(freeDeliveryProgress(amount)).toEqual({
          kind: 'remaining',
          remaining: 4900 - amount,
        });
      }),
    );
  });
});

describe('carrierCost', () => {
  it('charges every carrier below 49 € and none from 49 €', () => {
    for (const carrier of CARRIER_CODES) {
      expect(carrierCost(carrier, 690, { amountWithTaxes: 4899, firstOrder: false })).toBe(690);
      expect(carrierCost(carrier, 690, { amountWithTaxes: 4900, firstOrder: false })).toBe(0);
    }
  });

  it('makes parcel home delivery, and only it, free on a first order', () => {
    const context = { amountWithTaxes: 1000, firstOrder: true };
    expect(carrierCost('parcel', 690, context)).toBe(0);
    expect(carrierCost('relay', 490, context)).toBe(490);
    expect(carrierCost('express', 1290, context)).toBe(1290);
  });
});

describe('shippingCostsAfterRules', () => {
  it('keeps only the carriers given', () => {
    expect(
      shippingCostsAfterRules({ relay: 490 }, { amountWithTaxes: 100, firstOrder: true }),
    ).toEqual({ relay: 490 });
  });

  it('changes nothing the second time, and never raises a cost', () => {
    fc.assert(
      fc.property(costs, cents, fc.boolean(), (map, amountWithTaxes, firstOrder) => {
        const context = { amountWithTaxes, firstOrder };
        const once = shippingCostsAfterRules(map, context);
        expect(shippingCostsAfterRules(once, context)).toEqual(once);
        for (const carrier of CARRIER_CODES) {
          expect(once[carrier] ?? 0).toBeLessThanOrEqual(map[carrier] ?? 0);
        }
      }),
    );
  });
});

describe('firstOrderDiscount', () => {
  it('is 10 %, half-up to the cent', () => {
    expect(firstOrderDiscount(1295)).toBe(130);
    expect(firstOrderDiscount(1294)).toBe(129);
    expect(firstOrderDiscount(4900)).toBe(490);
    expect(firstOrderDiscount(0)).toBe(0);
  });

  it('is within half a cent of a tenth', () => {
    fc.assert(
      fc.property(cents, (goods) => {
        expect(Math.abs(firstOrderDiscount(goods) * 10 - goods)).toBeLessThanOrEqual(5);
      }),
    );
  });
});
