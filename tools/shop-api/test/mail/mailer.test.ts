import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { outbox } from '../../src/db/schema';
import { CUSTOMER_SERVICE_EMAIL } from '../../src/repositories/forms/customer-service';
import { createTestCustomer } from '../helpers/customers';
import { pglite, type TestDatabase } from '../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../helpers/test-seed';
import { freshEmail, signUpBody } from '../routes/identity/identity-calls';
import { headerOf, startSmtpSink } from './smtp-sink';

/** An app on a seeded database of its own, with the mail settings given. */
function useApp(settings: () => { smtpUrl?: string }) {
  const context = {} as { database: TestDatabase; app: FastifyInstance };
  beforeAll(async () => {
    context.database = await pglite.openSeeded();
    context.app = await buildApp({
      db: context.database.db,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...settings(),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
  });
  return context;
}

async function rowsFor(app: FastifyInstance, recipient: string) {
  await app.mailer.settled();
  return app.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

describe('the mailer without SMTP_URL', () => {
  const context = useApp(() => ({}));

  it('keeps each mail in the outbox, composed, marked kept', async () => {
    const { app } = context;
    expect(app.mailer.smtp).toBe(false);
    const customer = await createTestCustomer(app, app.db);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/user/rewind',
      payload: { email: customer.email, captcha_token: 'ok' },
    });
    expect(reply.statusCode).toBe(200);
    const [mail, ...others] = await rowsFor(app, customer.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'password_reset', status: 'kept', sentAt: null });
    const link = (mail?.payload as { link: string }).link;
    expect(mail?.text).toContain(`https://www.aubepine.example${link}`);
    expect(mail?.html).toContain(`href="https://www.aubepine.example${link}"`);
  });
});

describe('the mailer with SMTP_URL', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const context = useApp(() => ({ smtpUrl: sink.url }));

  it('sends the welcome of a new account to its address, then marks it sent', async () => {
    const { app } = context;
    expect(app.mailer.smtp).toBe(true);
    const body = signUpBody();
    const reply = await app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: body });
    expect(reply.statusCode).toBe(200);
    const [row] = await rowsFor(app, body.email);
    expect(row).toMatchObject({ kind: 'account_created', status: 'sent', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    const message = sink.received.find((mail) => mail.to.includes(body.email));
    if (!message) throw new Error('the sink got no mail for the new account');
    expect(headerOf(message, 'subject')).toBe('Bienvenue chez Laboratoires Aubépine');
    expect(headerOf(message, 'to')).toBe(body.email);
    expect(message.from).toBe('ne-pas-repondre@aubepine.example');
    expect(headerOf(message, 'reply-to')).toBe(CUSTOMER_SERVICE_EMAIL);
    // Both parts, as a mail client chooses between them.
    expect(message.raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(message.raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('lets customer service answer the sender of a contact form', async () => {
    const { app } = context;
    const email = freshEmail('contact');
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        profile: 'private',
        subject: 'order',
        message: 'Où en est ma commande ?',
        firstname: 'Louise',
        lastname: 'Martin',
        email,
        captcha_token: 'ok',
      },
    });
    expect(reply.statusCode).toBe(201);
    await app.mailer.settled();
    const forService = sink.received.filter(
      (mail) => mail.to.includes(CUSTOMER_SERVICE_EMAIL) && headerOf(mail, 'reply-to') === email,
    );
    expect(forService).toHaveLength(1);
    const acknowledgement = sink.received.filter((mail) => mail.to.includes(email));
    expect(acknowledgement.map((mail) => headerOf(mail, 'subject'))).toEqual([
      'Nous avons bien reçu votre message',
    ]);
  });
});

describe('the mailer with an SMTP server that refuses', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: true });
  });
  afterAll(async () => {
    await sink?.close();
  });
  const context = useApp(() => ({ smtpUrl: sink.url }));

  it('still answers the customer, and marks the mail failed with the reason', async () => {
    const { app } = context;
    const body = signUpBody();
    const reply = await app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: body });
    expect(reply.statusCode).toBe(200);
    const [row] = await rowsFor(app, body.email);
    expect(row).toMatchObject({ kind: 'account_created', status: 'failed', sentAt: null });
    expect(row?.error).toContain('mailbox unavailable');
    expect(sink.received).toEqual([]);
  });
});
