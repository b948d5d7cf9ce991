import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { insertAddress, newCart, productBySlug, validDraft } from '../cart/cart-fixtures';

/**
 * The orders calls on orders made by the real `POST /cart/{token}/validate`, not the test
 * helper: what the two areas agree on (statuses, payment method codes, address copies).
 */
describe.each(testDatabaseKinds)('from a validated cart to a paid order on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  async function validatedCart(paymentMethod: string) {
    const customer = await createTestCustomer(api.app, api.db);
    const addressId = await insertAddress(api.db, customer.customerId);
    const product = await productBySlug(api.db, 'lactea-immunite');
    const cartToken = await newCart(api, [{ id: product.id, quantity: 3 }], customer.token);
    const validated = await api.call('POST', `/cart/${cartToken}/validate`, {
      token: customer.token,
      body: validDraft(addressId, { payment_method: paymentMethod }),
    });
    expect(validated.status).toBe(200);
    return { customer, cartToken, orderId: validated.body.data.order_id as number };
  }

  it('pays a card order through the sandbox page, then lists it as paid', async () => {
    const { customer, cartToken, orderId } = await validatedCart('cb');
    const prepared = await api.call('GET', `/cart-prepare-card-payment?cart_token=${cartToken}`, {
      token: customer.token,
    });
    expect(prepared.body.data.order_id).toBe(orderId);
    const page = await api.app.inject(prepared.body.data.url);
    expect(page.statusCode).toBe(200);
    const posted = await api.app.inject({
      method: 'POST',
      url: prepared.body.data.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=accepted',
    });
    const returnUrl = new URL(posted.headers.location as string, 'https://shop.example');
    const paymentToken = returnUrl.searchParams.get('token') ?? '';
    const settled = await api.call('GET', `/order/valid-card-order?token=${paymentToken}`, {
      token: customer.token,
    });
    expect(settled.body.data).toMatchObject({ outcome: 'accepted', order_id: orderId });

    const list = await api.call('GET', '/order', { token: customer.token });
    expect(list.body.data.items).toMatchObject([
      { id: orderId, shown_status: 'paid', number_of_articles: 3 },
    ]);
    const detail = await api.call('GET', `/order/${orderId}`, { token: customer.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.list).toHaveLength(1);
    expect(detail.body.data.billing_address.address_line_1).toBe('12 rue des Lilas');
    // The cart is paid: the cart calls and a new preparation both name the order.
    const again = await api.call('GET', `/cart-prepare-card-payment?cart_token=${cartToken}`, {
      token: customer.token,
    });
    expect(again.body.data.already_paid_order_id).toBe(orderId);
  });

  it('does not let a payment started for an old total pay the cart validated again', async () => {
    const { customer, cartToken, orderId } = await validatedCart('cb');
    const prepared = await api.call('GET', `/cart-prepare-card-payment?cart_token=${cartToken}`, {
      token: customer.token,
    });
    const product = await productBySlug(api.db, 'lactea-immunite');
    const changed = await api.call('POST', '/cart/update', {
      token: customer.token,
      body: {
        cart_token: cartToken,
        elements: [{ element_id: product.id, element_type: 'product', quantity: 1 }],
      },
    });
    expect(changed.status).toBe(200);
    const addressId = await insertAddress(api.db, customer.customerId);
    const revalidated = await api.call('POST', `/cart/${cartToken}/validate`, {
      token: customer.token,
      body: validDraft(addressId, { payment_method: 'cb' }),
    });
    expect(revalidated.body.data.order_id).toBe(orderId);
    await api.app.inject({
      method: 'POST',
      url: prepared.body.data.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=accepted',
    });
    const settled = await api.call(
      'GET',
      `/order/valid-card-order?token=${prepared.body.data.token}`,
      { token: customer.token },
    );
    // The bank's acceptance of the old total is refused, not kept: nothing is charged.
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({
      outcome: 'cancelled',
      error_code: 'payment_cancelled',
    });
    const detail = await api.call('GET', `/order/${orderId}`, { token: customer.token });
    expect(detail.body.data.shown_status).toBe('pending_payment');
  });

  it('leaves a cheque order pending payment with the instructions', async () => {
    const { customer, cartToken, orderId } = await validatedCart('cheque');
    const cheque = await api.call('GET', `/order/valid-check-order?cart_token=${cartToken}`, {
      token: customer.token,
    });
    expect(cheque.body.data).toMatchObject({
      order_id: orderId,
      shown_status: 'pending_payment',
      cheque: { payee: 'Laboratoires Aubépine' },
    });
    const action = await api.call('GET', `/order/user-payment-action?order_id=${orderId}`, {
      token: customer.token,
    });
    expect(action.body.data).toMatchObject({ action: 'send_cheque', cart_token: cartToken });
  });
});
