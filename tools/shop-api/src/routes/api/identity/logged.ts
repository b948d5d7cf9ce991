import type { FastifyInstance } from 'fastify';
import { IDENTITY } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { findCustomerReply } from '../../../repositories/customers/customer-reply';
import { findUserById, userReply } from '../../../repositories/identity/users';

/** `GET /customer/logged` (token): who the token speaks for (SPEC.md §7 Customer). */
export default async function loggedRoutes(app: FastifyInstance) {
  route(app, IDENTITY.loggedCustomer, async (request) => {
    const { userId, customerId } = authOf(request);
    const user = await findUserById(app.db, userId);
    // The token's customer, never one named by the caller; a deleted account ends the token.
    const customer =
      user?.customerId === customerId ? await findCustomerReply(app.db, customerId) : null;
    if (!user || !customer) throw new ApiError(401, 'invalid_token', 'Invalid token');
    return { data: { user: userReply(user), customer } };
  });
}
