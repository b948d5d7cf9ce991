import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { IDENTITY } from '@shop/api-client/contract';
import { PasswordSchema, passwordRequirements } from '@shop/domain';
import { route } from '../../../http/route';

/**
 * `POST /user/password-check`: the `is_valid` flag the strength meter requires (SPEC.md §4
 * Password strength), by the same rule sign-up and the password changes apply.
 */
export default async function passwordCheckRoutes(app: FastifyInstance) {
  route(app, IDENTITY.checkPassword, async (request) => {
    const { password } = request.body;
    return {
      data: {
        is_valid: v.is(PasswordSchema, password),
        requirements: passwordRequirements(password),
      },
    };
  });
}
