import type { FastifyInstance } from 'fastify';
import { IDENTITY } from '@shop/api-client/contract';
import {
  assertCanSignUp,
  assertHasNoUser,
  customerOfCode,
  customerOfCodeAndLastname,
  maskedLoginOf,
} from '../../../repositories/identity/customer-codes';
import { countCustomerCodeLookup } from './too-many-attempts';
import { route } from '../../../http/route';

/**
 * The steps of the sign-up with a customer code (SPEC.md §7 Customer, §8): the code, the
 * last name that confirms it, and, for a customer who already has a web account, which
 * login to use. The account itself is made by `POST /user/signup` with `cegid_id`.
 */
export default async function customerCodeRoutes(app: FastifyInstance) {
  // Every call here tells whether a code exists: each counts against the address's quota.
  app.addHook('preHandler', (request, reply) => countCustomerCodeLookup(app, request, reply));

  route(app, IDENTITY.verifyCustomerCode, async (request) => {
    const customer = await customerOfCode(app.db, request.query.cegid_id);
    await assertHasNoUser(app.db, customer);
    return { data: { cegid_id: customer.cegidId, valid: true as const } };
  });

  route(app, IDENTITY.verifyLastname, async (request) => {
    const { cegid_id, lastname } = request.query;
    const customer = await customerOfCodeAndLastname(app.db, cegid_id, lastname);
    return { data: { cegid_id: customer.cegidId, valid: true as const } };
  });

  route(app, IDENTITY.checkCustomerCode, async (request) => {
    const { cegid_id, lastname } = request.body;
    const customer = await customerOfCodeAndLastname(app.db, cegid_id, lastname);
    await assertCanSignUp(app.db, customer);
    return {
      data: {
        cegid_id: customer.cegidId,
        civility: customer.civility,
        firstname: customer.firstname,
        lastname: customer.lastname,
      },
    };
  });

  route(app, IDENTITY.customerCodeLoginHint, async (request) => {
    const { cegid_id, lastname } = request.query;
    const customer = await customerOfCodeAndLastname(app.db, cegid_id, lastname);
    return { data: { masked_email: await maskedLoginOf(app.db, customer) } };
  });
}
