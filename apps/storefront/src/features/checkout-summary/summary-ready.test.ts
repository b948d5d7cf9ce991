import { describe, expect, it } from 'vitest';
import { emptyOrderDraft } from '../../shared/state';
import { deliveryComplete } from './summary-ready';

const chosen = {
  ...emptyOrderDraft('abc'),
  selectedCarrier: 'parcel',
  selectedShippingAddress: 1,
  selectedBillingAddress: 2,
  phone: '0612345678',
};

describe('whether the summary may be shown', () => {
  it('is once the delivery choices are made, terms and payment still open', () => {
    expect(deliveryComplete(chosen)).toBe(true);
  });

  it('is not while a delivery choice is missing', () => {
    expect(deliveryComplete(emptyOrderDraft('abc'))).toBe(false);
    expect(deliveryComplete({ ...chosen, selectedCarrier: 'relay' })).toBe(false);
  });
});
