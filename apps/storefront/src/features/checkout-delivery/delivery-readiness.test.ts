import { describe, expect, it } from 'vitest';
import { emptyOrderDraft } from '../../shared/state';
import { deliveryMissing } from './delivery-readiness';

describe('what the delivery step still lacks', () => {
  it('lists every delivery choice of an empty draft, never the payment or the terms', () => {
    expect(deliveryMissing(emptyOrderDraft('abc'))).toEqual([
      'carrier_required',
      'checkout_mobile_required',
      'delivery_address_required',
      'billing_address_required',
    ]);
  });

  it('asks for a relay point with the relay carrier, and nothing once all is chosen', () => {
    const draft = {
      ...emptyOrderDraft('abc'),
      selectedCarrier: 'relay',
      selectedShippingAddress: 3,
      selectedBillingAddress: 3,
      phone: '06 12 34 56 78',
    };
    expect(deliveryMissing(draft)).toEqual(['relay_point_required']);
    expect(deliveryMissing({ ...draft, selectedRelay: { id: 1, name: 'Tabac' } })).toEqual([]);
  });

  it('refuses a landline as the delivery phone', () => {
    const draft = { ...emptyOrderDraft('abc'), phone: '04 72 00 00 00' };
    expect(deliveryMissing(draft)).toContain('checkout_mobile_required');
  });
});
