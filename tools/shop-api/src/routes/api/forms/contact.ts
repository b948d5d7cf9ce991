import type { FastifyInstance } from 'fastify';
import {
  CommonQuerySchema,
  ContactBodySchema,
  ContactChoicesReplySchema,
  FormReceiptReplySchema,
  type CommonQuery,
  type ContactBody,
} from '@shop/api-client/contract';
import { ContactSchema } from '@shop/domain';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { parseWith } from '../../../http/parse-with';
import { contactChoices } from '../../../repositories/forms/contact-choices';
import { storeContactRequest } from '../../../repositories/forms/contact-requests';

export default async function contactRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CommonQuery }>(
    '/contact',
    {
      schema: {
        querystring: requestJsonSchema(CommonQuerySchema),
        response: { 200: replyJsonSchema(ContactChoicesReplySchema) },
      },
    },
    async () => ({ data: contactChoices() }),
  );

  app.post<{ Querystring: CommonQuery; Body: ContactBody }>(
    '/contact',
    {
      preHandler: app.optionalAuth,
      schema: {
        querystring: requestJsonSchema(CommonQuerySchema),
        body: requestJsonSchema(ContactBodySchema),
        response: { 201: replyJsonSchema(FormReceiptReplySchema) },
      },
    },
    async (request, reply) => {
      const contact = parseWith(ContactSchema, request.body);
      await app.captcha.check(request.body.captcha_token, request.ip);
      const id = await storeContactRequest(app.db, {
        contact,
        customerId: request.auth?.customerId ?? null,
        now: app.now(),
      });
      app.mailer.deliver();
      return reply.code(201).send({ data: { id } });
    },
  );
}
