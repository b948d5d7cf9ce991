import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { TextSchema } from '@shop/api-client/contract';
import { outbox } from '../../db/schema';
import { requestJsonSchema } from '../../http/json-schema';

const OutboxQuerySchema = v.object({
  recipient: v.pipe(TextSchema, v.nonEmpty(), v.maxLength(254)),
  kind: v.optional(v.pipe(TextSchema, v.nonEmpty(), v.maxLength(50))),
});
type OutboxQuery = v.InferOutput<typeof OutboxQuerySchema>;

/**
 * `GET /testing/outbox?recipient=&kind=`: the e-mails queued for one address, oldest
 * first, so a browser journey can follow the link a customer would get (a password reset).
 * Registered only with `SHOP_API_TEST_ROUTES=on`, outside `/api/v1`, so the gateway never
 * forwards it.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: OutboxQuery }>(
    '/testing/outbox',
    { schema: { querystring: requestJsonSchema(OutboxQuerySchema) } },
    async (request) => {
      const { recipient, kind } = request.query;
      const rows = await app.db
        .select({
          kind: outbox.kind,
          recipient: outbox.recipient,
          subject: outbox.subject,
          payload: outbox.payload,
        })
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, recipient.toLowerCase()),
            kind === undefined ? undefined : eq(outbox.kind, kind),
          ),
        )
        .orderBy(asc(outbox.id));
      return { data: { items: rows } };
    },
  );
}
