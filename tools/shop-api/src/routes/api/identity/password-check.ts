import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  PasswordCheckReplySchema,
  PasswordCheckRequestSchema,
  type PasswordCheckRequest,
} from '@shop/api-client/contract';
import { PasswordSchema, passwordRequirements } from '@shop/domain';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';

/**
 * `POST /user/password-check`: the `is_valid` flag the strength meter requires (SPEC.md §4
 * Password strength), by the same rule sign-up and the password changes apply.
 */
export default async function passwordCheckRoutes(app: FastifyInstance) {
  app.post<{ Body: PasswordCheckRequest }>(
    '/user/password-check',
    {
      schema: {
        body: requestJsonSchema(PasswordCheckRequestSchema),
        response: { 200: replyJsonSchema(PasswordCheckReplySchema) },
      },
    },
    async (request) => {
      const { password } = request.body;
      return {
        data: {
          is_valid: v.is(PasswordSchema, password),
          requirements: passwordRequirements(password),
        },
      };
    },
  );
}
