import type { FastifyInstance } from 'fastify';
import { ACCOUNT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { findCustomerReply } from '../../../repositories/customers/customer-reply';
import {
  findLogin,
  isKnownOrigin,
  updateCustomerProfile,
} from '../../../repositories/customers/profile-update';
import { CurrentPasswordRule, createCustomerUpdateRules } from './profile-rules';

const customerNotFound = () => new ApiError(404, 'customer_not_found', 'Customer not found');

/** `PUT /customer` (SPEC.md §7 Customer): the profile, opt-ins, birthday, origin, e-mail. */
export default async function profileRoutes(app: FastifyInstance) {
  route(app, ACCOUNT.updateCustomer, async (request) => {
    const { customerId } = authOf(request);
    const input = parseWith(createCustomerUpdateRules(app.now()), request.body);
    const changes = input.customer;
    if (changes.origin !== undefined && !(await isKnownOrigin(app.db, changes.origin))) {
      throw new ApiError(400, 'invalid_input', 'Invalid input', {
        'customer.origin': 'required_origin',
      });
    }
    if (changes.email !== undefined) {
      const login = await findLogin(app.db, customerId);
      if (login && login.email !== changes.email) {
        // A login change asks for the password: a stolen session must not take the
        // account over for good (new e-mail, then a reset link sent to it).
        const { current_password: password } = parseWith(CurrentPasswordRule, request.body);
        if (!(await app.passwords.verify(password, login.passwordHash))) {
          throw new ApiError(400, 'current_password_incorrect', 'Current password incorrect');
        }
      }
    }
    const outcome = await updateCustomerProfile(app.db, customerId, changes);
    if (changes.email !== undefined) app.mailer.deliver();
    if (outcome === 'customer_not_found') throw customerNotFound();
    if (outcome === 'email_already_used') {
      throw new ApiError(409, 'email_already_used', 'This e-mail is already used by an account');
    }
    const customer = await findCustomerReply(app.db, customerId);
    if (!customer) throw customerNotFound();
    return { data: customer };
  });
}
