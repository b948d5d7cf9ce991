import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@shop/api-client';
import { emptyOrderDraft } from '../../shared/state';
import { payableMethods, validateRequestOf } from './validate-request';

const method = (code: string, kind: PaymentMethod['kind'], id: number): PaymentMethod => ({
  id,
  code,
  label: code,
  kind,
});

describe('payableMethods', () => {
  it('keeps card brands and cheque, in order, and leaves wallets out', () => {
    const methods = [
      method('cb', 'card', 1),
      method('paypal', 'wallet', 2),
      method('apple_pay', 'mobile_wallet', 3),
      method('cheque', 'cheque', 4),
    ];
    expect(payableMethods(methods).map((m) => m.code)).toEqual(['cb', 'cheque']);
  });
});

describe('validateRequestOf', () => {
  it('sends every piece of the draft, the relay point by its id', () => {
    const draft = {
      ...emptyOrderDraft('abc'),
      selectedCarrier: 'relay',
      selectedShippingAddress: 3,
      selectedBillingAddress: 4,
      selectedRelay: { id: 9, name: 'Tabac du centre' },
      phone: '0612345678',
      productNewsletterOptin: true,
      salesConditionsAccepted: true,
    };
    expect(validateRequestOf(draft, 'cb')).toEqual({
      carrier: 'relay',
      shipping_address_id: 3,
      billing_address_id: 4,
      relay_point_id: 9,
      payment_method: 'cb',
      phone: '0612345678',
      product_newsletter_optin: true,
      accept_terms: true,
    });
  });

  it('sends no phone rather than an empty one, so the shop asks for it', () => {
    expect(validateRequestOf(emptyOrderDraft('abc'), 'cheque').phone).toBeNull();
  });
});
