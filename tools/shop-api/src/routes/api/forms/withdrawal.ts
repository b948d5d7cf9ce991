import type { FastifyInstance } from 'fastify';
import {
  CommonQuerySchema,
  FormReceiptReplySchema,
  WithdrawalBodySchema,
  type CommonQuery,
  type WithdrawalBody,
} from '@shop/api-client/contract';
import { createWithdrawalRequestSchema } from '@shop/domain';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { parseWith } from '../../../http/parse-with';
import { storeWithdrawalRequest } from '../../../repositories/forms/withdrawal-requests';

export default async function withdrawalRoutes(app: FastifyInstance) {
  app.post<{ Querystring: CommonQuery; Body: WithdrawalBody }>(
    '/withdrawal',
    {
      preHandler: app.optionalAuth,
      schema: {
        querystring: requestJsonSchema(CommonQuerySchema),
        body: requestJsonSchema(WithdrawalBodySchema),
        response: { 201: replyJsonSchema(FormReceiptReplySchema) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const withdrawal = parseWith(createWithdrawalRequestSchema(now), request.body);
      await app.captcha.check(request.body.captcha_token, request.ip);
      const id = await storeWithdrawalRequest(app.db, {
        withdrawal,
        customerId: request.auth?.customerId ?? null,
        now,
      });
      app.mailer.deliver();
      return reply.code(201).send({ data: { id } });
    },
  );
}
