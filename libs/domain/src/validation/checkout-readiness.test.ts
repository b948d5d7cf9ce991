import { describe, expect, it } from 'vitest';
import { checkoutReadiness, deliveryMissing, type CheckoutDraft } from './checkout-readiness';

const ready: CheckoutDraft = {
  selectedCarrier: 'relay',
  phone: '06 12 34 56 78',
  mobile: null,
  selectedShippingAddress: 12,
  selectedBillingAddress: { id: 13 },
  paymentBy: 'card',
  selectedRelay: { id: 'R-1', name: 'Tabac du port' },
  salesConditionsAccepted: true,
};

describe('checkoutReadiness', () => {
  it('is ready when nothing is missing', () => {
    expect(checkoutReadiness(ready)).toEqual({ ready: true, missing: [] });
    expect(checkoutReadiness({ ...ready, selectedCarrier: 'parcel', selectedRelay: null })).toEqual(
      { ready: true, missing: [] },
    );
    for (const paymentBy of ['cheque', 'wallet', 'mobile_wallet']) {
      expect(checkoutReadiness({ ...ready, paymentBy }).ready).toBe(true);
    }
  });

  it.each([
    ['carrier_required', { selectedCarrier: null }],
    ['carrier_required', { selectedCarrier: 'pigeon' }],
    ['relay_point_required', { selectedRelay: null }],
    ['relay_point_required', { selectedRelay: undefined }],
    ['checkout_mobile_required', { phone: null }],
    ['checkout_mobile_required', { phone: '01 42 68 53 00' }],
    ['delivery_address_required', { selectedShippingAddress: null }],
    ['billing_address_required', { selectedBillingAddress: undefined }],
    ['payment_method_required', { paymentBy: null }],
    ['payment_method_required', { paymentBy: 'bitcoin' }],
    ['sales_conditions_required', { salesConditionsAccepted: false }],
  ] as const)('misses %s alone (%o)', (missing, change) => {
    expect(checkoutReadiness({ ...ready, ...change })).toEqual({
      ready: false,
      missing: [missing],
    });
  });

  it('takes a valid mobile from either field', () => {
    expect(
      checkoutReadiness({ ...ready, phone: '01 42 68 53 00', mobile: '07 12 34 56 78' }).ready,
    ).toBe(true);
    expect(checkoutReadiness({ ...ready, phone: undefined, mobile: '+33612345678' }).ready).toBe(
      true,
    );
  });

  it('lists everything missing, in the order of the steps', () => {
    expect(
      checkoutReadiness({
        selectedCarrier: null,
        selectedShippingAddress: null,
        selectedBillingAddress: null,
        paymentBy: undefined,
        selectedRelay: null,
        salesConditionsAccepted: false,
      }),
    ).toEqual({
      ready: false,
      missing: [
        'carrier_required',
        'checkout_mobile_required',
        'delivery_address_required',
        'billing_address_required',
        'payment_method_required',
        'sales_conditions_required',
      ],
    });
  });
});

describe('deliveryMissing', () => {
  const nothingChosen: CheckoutDraft = {
    selectedCarrier: null,
    phone: '',
    selectedShippingAddress: null,
    selectedBillingAddress: null,
    paymentBy: null,
    selectedRelay: null,
    salesConditionsAccepted: false,
  };

  it('lists every delivery choice of an empty draft, never the payment or the terms', () => {
    expect(deliveryMissing(nothingChosen)).toEqual([
      'carrier_required',
      'checkout_mobile_required',
      'delivery_address_required',
      'billing_address_required',
    ]);
  });

  it('is empty once the delivery choices are made, terms and payment still open', () => {
    const chosen = {
      ...nothingChosen,
      selectedCarrier: 'parcel',
      selectedShippingAddress: 1,
      selectedBillingAddress: 2,
      phone: '0612345678',
    };
    expect(deliveryMissing(chosen)).toEqual([]);
    expect(
      deliveryMissing({ ...chosen, paymentBy: 'card', salesConditionsAccepted: true }),
    ).toEqual([]);
  });

  it('asks for a relay point with the relay carrier, and nothing once it is chosen', () => {
    const draft = {
      ...nothingChosen,
      selectedCarrier: 'relay',
      selectedShippingAddress: 3,
      selectedBillingAddress: 3,
      phone: '06 12 34 56 78',
    };
    expect(deliveryMissing(draft)).toEqual(['relay_point_required']);
    expect(deliveryMissing({ ...draft, selectedRelay: { id: 1, name: 'Tabac' } })).toEqual([]);
  });

  it('refuses a landline as the delivery phone', () => {
    expect(deliveryMissing({ ...nothingChosen, phone: '04 72 00 00 00' })).toContain(
      'checkout_mobile_required',
    );
  });
});
