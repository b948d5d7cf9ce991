import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { outbox } from '../db/schema';
import { CUSTOMER_SERVICE_EMAIL } from '../repositories/forms/customer-service';
import { mailSite } from '../repositories/outbox';

/** One message as the SMTP server gets it. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
}

/** Hands a message to an SMTP server; rejects when the server does not take it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export interface Mailer {
  /** Whether mails leave over SMTP (`SMTP_URL`), or are only kept in the outbox. */
  readonly smtp: boolean;
  /**
   * Sends, or keeps, every mail still pending, in the background: call it once the
   * transaction that wrote them is committed. Never throws, never makes the caller wait.
   */
  deliver(): void;
  /** Resolves once the deliveries started so far are over (tests, closing). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A batch of the claim; the loop takes the next until none is left. */
const BATCH = 20;
/** What of an SMTP error the row keeps. */
const ERROR_LENGTH = 500;

/**
 * nodemailer over `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`). Short time
 * limits: a server that hangs marks the mail failed rather than keeping it for minutes.
 */
export function smtpSender(url: string): { send: SendMail; close: () => void } {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface MailerOptions {
  /** Unset: no SMTP_URL, the mails are kept in the outbox only. */
  send?: SendMail;
  /** Closes the SMTP connections when the app closes. */
  close?: () => void;
}

/**
 * The mailer: after the commit of what caused them, it claims the
 * pending rows of the outbox and sends each over SMTP (`sent`, or `failed` with the
 * server's error), or marks them `kept` without SMTP_URL. A mail that fails is logged
 * and marked, never retried here, and never fails the customer's request: it runs after
 * the reply's work, in the background.
 */
async function mailer(app: FastifyInstance, { send, close }: MailerOptions) {
  let running: Promise<void> | null = null;
  let again = false;

  /** Takes the oldest pending rows for this instance: another one skips them. */
  async function claim() {
    const oldest = app.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.status, 'pending'))
      .orderBy(asc(outbox.id))
      .limit(BATCH);
    return (
      app.db
        .update(outbox)
        .set({ status: send ? 'sending' : 'kept' })
        // Checked again on the row: an instance that claimed it first has changed it.
        .where(and(eq(outbox.status, 'pending'), inArray(outbox.id, oldest)))
        .returning()
    );
  }

  async function sendClaimed(rows: Awaited<ReturnType<typeof claim>>, sendMail: SendMail) {
    const site = await mailSite(app.db);
    const domain = new URL(site.origin).hostname.replace(/^www\./, '');
    const from = { name: site.name, address: `ne-pas-repondre@${domain}` };
    for (const row of rows) {
      const payload = row.payload as { reply_to?: unknown };
      // Customer service answers the customer; a customer's answer reaches customer service.
      const replyTo =
        row.recipient === CUSTOMER_SERVICE_EMAIL && typeof payload.reply_to === 'string'
          ? payload.reply_to
          : CUSTOMER_SERVICE_EMAIL;
      try {
        await sendMail({
          from,
          to: row.recipient,
          replyTo,
          subject: row.subject,
          html: row.html ?? '',
          text: row.text ?? '',
        });
        await app.db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(app.now()) })
          .where(eq(outbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        app.log.error({ outboxId: row.id, kind: row.kind, err: error }, 'mail not sent');
        await app.db
          .update(outbox)
          .set({ status: 'failed', error: message.slice(0, ERROR_LENGTH) })
          .where(eq(outbox.id, row.id));
      }
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let rows = await claim(); rows.length > 0; rows = await claim()) {
        if (send) await sendClaimed(rows, send);
      }
    } while (again);
  }

  const mailerApi: Mailer = {
    smtp: send !== undefined,
    deliver() {
      if (running) {
        // A mail committed while a drain reads: it goes round once more.
        again = true;
        return;
      }
      running = drain()
        .catch((error: unknown) => app.log.error({ err: error }, 'the mailer stopped'))
        .finally(() => {
          running = null;
        });
    },
    async settled() {
      while (running) await running;
    },
  };
  app.decorate('mailer', mailerApi);
  // Mails a stopped instance left pending go at the next start.
  app.addHook('onReady', async () => mailerApi.deliver());
  // Before the database may close (its hook can run first); onClose catches what a last
  // request started after this.
  app.addHook('preClose', async () => mailerApi.settled());
  app.addHook('onClose', async () => {
    await mailerApi.settled();
    close?.();
  });
}

export default fp(mailer, { name: 'mailer', dependencies: ['database', 'clock'] });
