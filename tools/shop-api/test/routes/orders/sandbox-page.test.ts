import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@shop/domain';
import { cardPayments } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { paymentCalls } from './payment-helpers';

const LIMIT_MS = 5 * 60_000;

/** The inline style of a page, and the CSP source that allows exactly it. */
function styleSourceOf(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
}

function expectStrictCsp(csp: string | undefined, html: string) {
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain(`style-src ${styleSourceOf(html)}`);
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('script-src');
}

describe.each(testDatabaseKinds)('the payment sandbox page on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now, paymentExpiryMs: LIMIT_MS });
  const { startPayment, answer } = paymentCalls(api);

  it('shows the merchant, the amount, the test cards and four labelled buttons', async () => {
    const { order, payment } = await startPayment();
    const response = await api.app.inject(payment.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expectStrictCsp(response.headers['content-security-policy'] as string, html);

    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toMatch(/<title>Paiement par carte \(test\) – Laboratoires Aubépine<\/title>/);
    expect(html).toContain(`<dd class="amount">${formatPrice(order.total)}</dd>`);
    expect(html).toContain(order.number);
    expect(html).toContain('4970 1000 0000 0000');
    const buttons = [
      ...html.matchAll(
        /<button type="submit" name="outcome" value="([^"]+)"[^>]*>([^<]+)<\/button>/g,
      ),
    ];
    expect(buttons.map(([, value, label]) => [value, label])).toEqual([
      ['accepted', 'Accepter'],
      ['refused', 'Refuser'],
      ['cancelled', 'Annuler'],
      ['3ds_failed', 'Échec 3-D Secure'],
    ]);
    expect(html).toContain('<form method="post">');
    expect(html).toContain('<legend>');
    // Nothing from elsewhere, and no script at all.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|https?:\/\//i);
  });

  it('records the answer and sends the customer back to the payment page with a 303', async () => {
    const { payment } = await startPayment();
    const response = await answer(payment.token, 'outcome=refused');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/fr/commande/paiement?token=${payment.token}`);
    const [row] = await api.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.token, payment.token));
    // Settled when the bank answers: the time of the answer is the one expiry is judged on.
    expect(row).toMatchObject({ outcome: 'refused', settledAt: new Date(clock.now()) });

    // The first answer wins; the page now says the payment was answered.
    expect((await answer(payment.token, 'outcome=accepted')).statusCode).toBe(303);
    const [kept] = await api.db
      .select({ outcome: cardPayments.outcome })
      .from(cardPayments)
      .where(eq(cardPayments.token, payment.token));
    expect(kept?.outcome).toBe('refused');
    const page = await api.app.inject(payment.url);
    expect(page.body).toContain('Ce paiement a déjà reçu une réponse : paiement refusé.');
    expect(page.body).toContain(`href="/fr/commande/paiement?token=${payment.token}"`);
    expect(page.body).not.toContain('<form');
  });

  it('refuses an outcome it does not know, and a body that is not the form', async () => {
    const { payment } = await startPayment();
    const unknown = await answer(payment.token, 'outcome=maybe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('invalid_input');
    const missing = await answer(payment.token, 'other=1');
    expect(missing.statusCode).toBe(400);
    const asJson = await api.app.inject({
      method: 'POST',
      url: payment.url,
      payload: { outcome: 'accepted' },
    });
    // JSON is accepted too (the API's parser); only the outcome matters.
    expect(asJson.statusCode).toBe(303);
  });

  it('tells when the time to pay is up', async () => {
    const { payment } = await startPayment();
    clock.advance(LIMIT_MS);
    const page = await api.app.inject(payment.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Le délai de 5 minutes pour payer est dépassé');
    expect(page.body).not.toContain('<form');
  });

  it('answers an unknown token with a 404 HTML page under the same policy', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await api.app.inject({
        method,
        url: '/api/v1/payment-sandbox/unknown-token-0000000000',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: method === 'POST' ? 'outcome=accepted' : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectStrictCsp(response.headers['content-security-policy'] as string, response.body);
      expect(response.body).toContain('<html lang="fr">');
      expect(response.body).toContain('<h1>Paiement introuvable</h1>');
    }
  });

  it('parses form bodies only on its own routes', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=a&password=b',
    });
    expect(response.statusCode).toBe(415);
  });
});
