import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { RowIdSchema, TextSchema } from '@shop/api-client/contract';
import { outbox } from '../../db/schema';
import { requestJsonSchema } from '../../http/json-schema';
import { html, type SafeHtml } from '../../mail/html';

const MailboxQuerySchema = v.object({
  recipient: v.optional(v.pipe(TextSchema, v.nonEmpty(), v.maxLength(254))),
  kind: v.optional(v.pipe(TextSchema, v.nonEmpty(), v.maxLength(50))),
});
type MailboxQuery = v.InferOutput<typeof MailboxQuerySchema>;

const MailParamsSchema = v.object({ id: RowIdSchema });
type MailParams = v.InferOutput<typeof MailParamsSchema>;

/** The newest mails the list shows. */
const LIST_LIMIT = 200;

/**
 * Nothing runs, nothing loads: the mail's HTML, shown in a sandboxed frame, inherits this
 * too, so a link in it goes nowhere and only its inline styles apply.
 */
const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STATUS_LABELS: Record<string, string> = {
  pending: 'en attente',
  sending: 'en cours d’envoi',
  sent: 'envoyé',
  kept: 'gardé (pas de SMTP_URL)',
  failed: 'échec',
};

const dateOf = (date: Date | null) => (date === null ? '—' : date.toISOString());

function sendPage(reply: FastifyReply, status: number, title: string, body: SafeHtml) {
  const page = html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · boîte aux lettres de développement</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0 auto;
            max-width: 72rem;
            padding: 1rem;
            color: #1f2a24;
          }
          table {
            border-collapse: collapse;
            width: 100%;
          }
          th,
          td {
            text-align: left;
            padding: 0.4rem 0.5rem;
            border-bottom: 1px solid #ccc;
            vertical-align: top;
          }
          a {
            color: #1d4f2a;
          }
          iframe {
            width: 100%;
            height: 40rem;
            border: 1px solid #999;
            background: #fff;
          }
          pre {
            white-space: pre-wrap;
            background: #f4f4f4;
            padding: 1rem;
            border: 1px solid #ccc;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `;
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', MAILBOX_CSP)
      .header('x-content-type-options', 'nosniff')
      // The mails hold reset links: never sent on, never cached.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(page.value)
  );
}

function recipientFilter(recipient: string | undefined, kind: string | undefined) {
  return and(
    recipient === undefined ? undefined : eq(outbox.recipient, recipient.toLowerCase()),
    kind === undefined ? undefined : eq(outbox.kind, kind),
  );
}

/**
 * The dev mailbox: every mail the shop wrote, sent or not, as a developer reads it
 * (`GET /dev/mailbox`, then one mail, its HTML in a sandboxed frame beside its text) and
 * as the journeys read it (`GET /dev/mailbox.json?recipient=&kind=`, oldest first: a reset
 * link is in the text). Registered only with `SHOP_API_TEST_ROUTES=on`, which production
 * refuses, outside `/api/v1`, so the gateway never forwards it.
 */
export default async function devMailboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: MailboxQuery }>(
    '/dev/mailbox.json',
    { schema: { querystring: requestJsonSchema(MailboxQuerySchema) } },
    async (request) => {
      const { recipient, kind } = request.query;
      const rows = await app.db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          recipient: outbox.recipient,
          subject: outbox.subject,
          status: outbox.status,
          error: outbox.error,
          payload: outbox.payload,
          text: outbox.text,
          html: outbox.html,
          created_at: outbox.createdAt,
          sent_at: outbox.sentAt,
        })
        .from(outbox)
        .where(recipientFilter(recipient, kind))
        .orderBy(asc(outbox.id));
      return { data: { items: rows } };
    },
  );

  app.get<{ Querystring: MailboxQuery }>(
    '/dev/mailbox',
    { schema: { querystring: requestJsonSchema(MailboxQuerySchema) } },
    async (request, reply) => {
      const { recipient, kind } = request.query;
      const rows = await app.db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          recipient: outbox.recipient,
          subject: outbox.subject,
          status: outbox.status,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(recipientFilter(recipient, kind))
        .orderBy(desc(outbox.id))
        .limit(LIST_LIMIT);
      const items = rows.map(
        (row) =>
          html`<tr>
            <td>${dateOf(row.createdAt)}</td>
            <td>${row.recipient}</td>
            <td><a href="/dev/mailbox/${row.id}">${row.subject}</a></td>
            <td>${row.kind}</td>
            <td>${STATUS_LABELS[row.status] ?? row.status}</td>
          </tr>`,
      );
      const sending = app.mailer.smtp
        ? 'Les messages partent par SMTP_URL et restent listés ici.'
        : 'SMTP_URL n’est pas défini : les messages sont gardés ici, sans être envoyés.';
      return sendPage(
        reply,
        200,
        'Messages',
        html`<h1>Boîte aux lettres de développement</h1>
          <p>${sending} Les ${LIST_LIMIT} plus récents, du plus récent au plus ancien.</p>
          ${
            rows.length === 0
              ? html`<p>Aucun message.</p>`
              : html`<table>
                  <thead>
                    <tr>
                      <th scope="col">Écrit le (UTC)</th>
                      <th scope="col">Destinataire</th>
                      <th scope="col">Objet</th>
                      <th scope="col">Type</th>
                      <th scope="col">État</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${items}
                  </tbody>
                </table>`
          }`,
      );
    },
  );

  app.get<{ Params: MailParams }>(
    '/dev/mailbox/:id',
    { schema: { params: requestJsonSchema(MailParamsSchema) } },
    async (request, reply) => {
      const [mail] = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, request.params.id))
        .limit(1);
      if (!mail) {
        return sendPage(
          reply,
          404,
          'Message inconnu',
          html`<h1>Message inconnu</h1>
            <p><a href="/dev/mailbox">Tous les messages</a></p>`,
        );
      }
      const fields: [string, string][] = [
        ['Destinataire', mail.recipient],
        ['Type', mail.kind],
        ['État', STATUS_LABELS[mail.status] ?? mail.status],
        ['Écrit le (UTC)', dateOf(mail.createdAt)],
        ['Envoyé le (UTC)', dateOf(mail.sentAt)],
      ];
      if (mail.error !== null) fields.push(['Erreur SMTP', mail.error]);
      const rows = fields.map(
        ([label, value]) =>
          html`<tr>
            <th scope="row">${label}</th>
            <td>${value}</td>
          </tr>`,
      );
      return sendPage(
        reply,
        200,
        mail.subject,
        html`<p><a href="/dev/mailbox">Tous les messages</a></p>
          <h1>${mail.subject}</h1>
          <table>
            ${rows}
          </table>
          <h2>Version HTML</h2>
          ${
            mail.html === null
              ? html`<p>
                  Ce message est antérieur à l’envoi des courriels : il n’a pas de version composée.
                </p>`
              : html`<iframe
                  sandbox
                  title="Version HTML du message"
                  srcdoc="${mail.html}"
                ></iframe>`
          }
          <h2>Version texte</h2>
          <pre>${mail.text ?? '—'}</pre>`,
      );
    },
  );
}
