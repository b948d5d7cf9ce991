import type { FastifyInstance, FastifyReply } from 'fastify';
import { isCardPaymentExpired, type CardPaymentOutcome } from '@shop/domain';
import {
  PaymentSandboxFormSchema,
  PaymentSandboxParamsSchema,
  type PaymentSandboxParams,
  type ReportedCardOutcome,
} from '@shop/api-client/contract';
import { requestJsonSchema } from '../http/json-schema';
import { findCardPayment, reportCardOutcome } from '../repositories/orders/card-payments';
import { renderNotFoundPage, renderSandboxPage, SANDBOX_CSP, type SandboxPageView } from './page';
import { returnPath } from './paths';

/** The form of the page is a handful of bytes. */
const FORM_BODY_LIMIT = 1024;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_CSP)
      .header('x-content-type-options', 'nosniff')
      // The token in the address is the key to the payment: never sent on, never cached.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html)
  );
}

/**
 * The card payment sandbox (issue 5): the page a payment provider would host, served by the
 * shop API. `GET /payment-sandbox/{token}` shows it; its buttons `POST` the bank's answer,
 * settled at once (an acceptance pays the order), and the customer is sent back to
 * `/fr/commande/paiement?token=` with a 303, where `GET /order/valid-card-order` reads the
 * outcome. No token needed: like a provider's page, the unguessable payment token is the key.
 */
export default async function paymentSandbox(app: FastifyInstance) {
  // Form posts are parsed here only: this plugin's scope, not the whole API.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const params = requestJsonSchema(PaymentSandboxParamsSchema);

  app.get<{ Params: PaymentSandboxParams }>(
    '/payment-sandbox/:token',
    { schema: { params } },
    async (request, reply) => {
      const found = await findCardPayment(app.db, request.params.token);
      if (!found) return sendHtml(reply, 404, renderNotFoundPage());
      const { payment } = found;
      const expired = isCardPaymentExpired(
        payment.startedAt.getTime(),
        app.now(),
        app.paymentExpiryMs,
      );
      const state: SandboxPageView['state'] =
        payment.outcome !== null
          ? { kind: 'answered', outcome: payment.outcome as CardPaymentOutcome }
          : expired
            ? { kind: 'expired' }
            : { kind: 'open' };
      const html = renderSandboxPage({
        merchant: found.merchant,
        orderNumber: found.orderNumber,
        amount: payment.amount,
        returnUrl: returnPath(payment.token),
        limitMinutes: Math.max(1, Math.round(app.paymentExpiryMs / 60_000)),
        state,
      });
      return sendHtml(reply, 200, html);
    },
  );

  app.post<{ Params: PaymentSandboxParams; Body: { outcome: ReportedCardOutcome } }>(
    '/payment-sandbox/:token',
    { schema: { params, body: requestJsonSchema(PaymentSandboxFormSchema) } },
    async (request, reply) => {
      const { token } = request.params;
      const answeredAt = { now: app.now(), limitMs: app.paymentExpiryMs };
      if (!(await reportCardOutcome(app.db, token, request.body.outcome, answeredAt))) {
        return sendHtml(reply, 404, renderNotFoundPage());
      }
      return reply.header('cache-control', 'no-store').redirect(returnPath(token), 303);
    },
  );
}
