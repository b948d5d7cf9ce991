import { describe, expect, it } from 'vitest';
import { emptyOrderDraft } from '../../shared/state';
import { validateRequestOf } from './validate-request';

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
