import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isCardPaymentExpired,
  THREE_DS_CHALLENGE_LIFE_MS,
  type CardPaymentOutcome,
} from '@shop/domain';
import {
  REPORTED_WALLET_OUTCOMES,
  type ReportedCardOutcome,
  PAYMENT_SANDBOX,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { sendPaymentOutcomeMail } from '../mail/order-mails';
import {
  challengeStateOf,
  findCardPayment,
  reportCardOutcome,
} from '../repositories/orders/card-payments';
import { hostedMethodOf } from '../repositories/orders/payment-methods';
import { answerChallenge, startChallenge } from '../repositories/orders/three-d-secure';
import {
  renderNotFoundPage,
  renderSandboxPage,
  SANDBOX_CSP,
  type SandboxMethod,
  type SandboxPageState,
} from './page';
import { returnPath, sandboxPagePath } from './paths';
import { testCardOf } from './test-cards';

/** The form of the page is a handful of bytes. */
const FORM_BODY_LIMIT = 1024;

const MINUTE = 60_000;

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

/** 303 after every answer (Post/Redirect/Get): a reload never posts the form again. */
const seeOther = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 303);

/** The page a payment's method is paid on; a method gone from the list is paid by card. */
async function sandboxMethodOf(db: ShopDatabase, code: string): Promise<SandboxMethod> {
  const method = await hostedMethodOf(db, code);
  return method ?? { kind: 'card', label: 'Carte bancaire' };
}

type Found = NonNullable<Awaited<ReturnType<typeof findCardPayment>>>;

/**
 * The hosted payment sandbox (with wallets and 3-D Secure): the page a payment
 * provider would host, served by the shop API. `GET /payment-sandbox/{token}` shows the
 * page of the payment's method: the card's (test cards, then a 3-D Secure challenge for
 * the cards that ask for it), the wallet service's login and approval, or a mobile
 * wallet's sheet. Its forms `POST` the answer, settled at once (an acceptance pays the
 * order), and the customer is sent back to `/fr/commande/paiement?token=` with a 303,
 * where `GET /order/valid-card-order` reads the outcome. No token needed: like a
 * provider's page, the unguessable payment token is the key.
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

  const timing = () => ({ now: app.now(), limitMs: app.paymentExpiryMs });

  function stateOf(found: Found, now: number): SandboxPageState {
    const { payment } = found;
    if (payment.outcome !== null) {
      return { kind: 'answered', outcome: payment.outcome as CardPaymentOutcome };
    }
    if (isCardPaymentExpired(payment.startedAt.getTime(), now, app.paymentExpiryMs)) {
      return { kind: 'expired' };
    }
    const challenge = challengeStateOf(payment, now);
    if (challenge.kind === 'open' && payment.challengeCode !== null) {
      return {
        kind: 'challenge',
        code: payment.challengeCode,
        attemptsLeft: challenge.attemptsLeft,
        minutesLeft: Math.ceil((challenge.endsAt - now) / MINUTE),
        wrongCode: payment.challengeAttempts > 0,
      };
    }
    if (challenge.kind === 'failed') {
      return { kind: 'challenge_timed_out', lifeMinutes: THREE_DS_CHALLENGE_LIFE_MS / MINUTE };
    }
    return { kind: 'open' };
  }

  async function renderPage(reply: FastifyReply, found: Found, status = 200, cardError?: string) {
    const state = stateOf(found, app.now());
    const html = renderSandboxPage({
      merchant: found.merchant,
      orderNumber: found.orderNumber,
      amount: found.payment.amount,
      returnUrl: returnPath(found.payment.token),
      limitMinutes: Math.max(1, Math.round(app.paymentExpiryMs / MINUTE)),
      method: await sandboxMethodOf(app.db, found.payment.method),
      state: state.kind === 'open' && cardError !== undefined ? { kind: 'open', cardError } : state,
    });
    return sendHtml(reply, status, html);
  }

  route(app, PAYMENT_SANDBOX.paymentPage, async (request, reply) => {
    const found = await findCardPayment(app.db, request.params.token);
    if (!found) return sendHtml(reply, 404, renderNotFoundPage());
    return renderPage(reply, found);
  });

  /** A button's answer: one the method's page offers, and while a challenge is open only giving up. */
  async function answerOutcome(reply: FastifyReply, found: Found, outcome: ReportedCardOutcome) {
    const { token } = found.payment;
    const method = await sandboxMethodOf(app.db, found.payment.method);
    if (
      method.kind !== 'card' &&
      !(REPORTED_WALLET_OUTCOMES as readonly string[]).includes(outcome)
    ) {
      throw new ApiError(400, 'invalid_input', 'A wallet has no such answer', {
        outcome: 'invalid',
      });
    }
    if (challengeStateOf(found.payment, app.now()).kind === 'open' && outcome !== 'cancelled') {
      // Only the code passes the challenge: back to it.
      return seeOther(reply, sandboxPagePath(token));
    }
    if (!(await reportCardOutcome(app.db, token, outcome, timing()))) {
      return sendHtml(reply, 404, renderNotFoundPage());
    }
    return seeOther(reply, returnPath(token));
  }

  /** A test card's number: its answer at once, or the 3-D Secure challenge it asks for. */
  async function payWithCard(reply: FastifyReply, found: Found, number: string) {
    const { token } = found.payment;
    const method = await sandboxMethodOf(app.db, found.payment.method);
    if (method.kind !== 'card') {
      throw new ApiError(400, 'invalid_input', 'This payment is not by card', {
        card_number: 'invalid',
      });
    }
    const card = testCardOf(number);
    if (card === null) {
      return renderPage(
        reply,
        found,
        422,
        'Ce numéro ne correspond à aucune carte de test. Utilisez un numéro du tableau.',
      );
    }
    if (card.behaviour !== 'challenge') {
      await reportCardOutcome(app.db, token, card.behaviour, timing());
      return seeOther(reply, returnPath(token));
    }
    const started = await startChallenge(app.db, token, timing());
    if (started === 'unknown') return sendHtml(reply, 404, renderNotFoundPage());
    return seeOther(reply, started === 'started' ? sandboxPagePath(token) : returnPath(token));
  }

  /** The challenge's code: a wrong one with tries left shows the challenge again. */
  async function enterCode(reply: FastifyReply, found: Found, code: string) {
    const { token } = found.payment;
    const answered = await answerChallenge(app.db, token, code, timing());
    if (answered.kind === 'unknown') return sendHtml(reply, 404, renderNotFoundPage());
    return seeOther(
      reply,
      answered.kind === 'settled' ? returnPath(token) : sandboxPagePath(token),
    );
  }

  route(
    app,
    PAYMENT_SANDBOX.answerPaymentPage,
    async (request, reply) => {
      const { body } = request;
      const found = await findCardPayment(app.db, request.params.token);
      if (!found) return sendHtml(reply, 404, renderNotFoundPage());
      if (body.code !== undefined) return enterCode(reply, found, body.code);
      if (body.card_number !== undefined) return payWithCard(reply, found, body.card_number);
      if (body.outcome !== undefined) return answerOutcome(reply, found, body.outcome);
      throw new ApiError(400, 'invalid_input', 'The form has no answer', { outcome: 'required' });
    },
    {
      // The bank's answer mails the customer (confirmed or failed) even if they never come
      // back to the shop; one mail per payment, so the return finds it written.
      onSend: async (request, _reply, payload) => {
        await sendPaymentOutcomeMail(app, request.params.token);
        return payload;
      },
    },
  );
}
