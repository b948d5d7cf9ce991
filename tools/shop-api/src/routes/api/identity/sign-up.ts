import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { type SignUpRequest, IDENTITY } from '@shop/api-client/contract';
import {
  SignUpByEmailSchema,
  createPersonalInformationSchema,
  toNationalPhone,
} from '@shop/domain';
import { ApiError } from '../../../http/api-error';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import { birthdayColumn } from '../../../repositories/customers/customer-reply';
import {
  assertEmailFree,
  createCustomer,
  createUser,
  updateCustomerProfile,
  type CustomerProfile,
} from '../../../repositories/identity/accounts';
import {
  assertCanSignUp,
  customerOfCodeAndLastname,
} from '../../../repositories/identity/customer-codes';
import { openSession } from '../../../repositories/identity/sessions';
import { writeOutbox } from '../../../repositories/outbox';
import { countCustomerCodeLookup } from './too-many-attempts';

/** Runs every rule schema on the body and reports the failing fields of all at once. */
function parseAll<const TSchemas extends readonly v.GenericSchema[]>(
  schemas: TSchemas,
  input: unknown,
): { [K in keyof TSchemas]: v.InferOutput<TSchemas[K]> } {
  const fields: Record<string, string> = {};
  const outputs = schemas.map((schema) => {
    try {
      return parseWith(schema, input);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fields) throw error;
      Object.assign(fields, error.fields);
      return undefined;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'invalid_input', 'Invalid input', fields);
  }
  return outputs as { [K in keyof TSchemas]: v.InferOutput<TSchemas[K]> };
}

/** Where the welcome mail sends the new customer (SPEC.md §2 Account). */
const ACCOUNT_PAGE_PATH = '/fr/mon-compte';

/** One spelling of a phone number to store: ten national digits, or null when none. */
const storedPhone = (phone: string) => (phone === '' ? null : (toNationalPhone(phone) ?? phone));

/** The form's answers, checked by libs/domain's sign-up and personal-information rules. */
function profileOf(body: SignUpRequest, now: number): CustomerProfile & { password: string } {
  const [account, person] = parseAll(
    [SignUpByEmailSchema, createPersonalInformationSchema(now)] as const,
    body,
  );
  const { optins } = account;
  return {
    civility: person.civility,
    firstname: person.firstname,
    lastname: person.lastname,
    email: account.email,
    password: account.password,
    birthday: birthdayColumn(person.birthday) ?? '',
    phone: storedPhone(person.phone),
    mobile: storedPhone(person.mobile),
    origin: person.origin,
    optinHealthNewsletter: optins.health_newsletter === true,
    optinProductNewsletter: optins.product_newsletter === true,
    optinSms: optins.sms_offers === true,
    optinDietNewsletter: optins.diet_newsletter === true,
    optinFoundation: optins.foundation_emails === true,
  };
}

/**
 * `POST /user/signup` (SPEC.md §7 Auth): by e-mail, a new customer and its account; with
 * `cegid_id`, the account of a customer the laboratory knows (sign-up with a code). The
 * reply is a session, as login's.
 */
export default async function signUpRoutes(app: FastifyInstance) {
  route(app, IDENTITY.signUp, async (request, reply) => {
    const { body } = request;
    await app.captcha.check(body.captcha_token, request.ip);
    const now = app.now();
    const { password, ...profile } = profileOf(body, now);
    // A sign-up with a code tells a known code from an unknown one, as its checks do.
    if (body.cegid_id !== undefined) await countCustomerCodeLookup(app, request, reply);
    // Hashed before the transaction, and whatever the answer will be: a tenth of a second
    // (at the default cost) no lock waits for, and a taken e-mail refused no faster.
    const passwordHash = await app.passwords.hash(password);

    const session = await app.db.transaction(async (tx) => {
      let customerId: number;
      if (body.cegid_id !== undefined) {
        const customer = await customerOfCodeAndLastname(tx, body.cegid_id, body.lastname);
        await assertCanSignUp(tx, customer);
        await assertEmailFree(tx, profile.email, customer.id);
        await updateCustomerProfile(tx, customer.id, profile);
        customerId = customer.id;
      } else {
        await assertEmailFree(tx, profile.email, null);
        customerId = await createCustomer(tx, profile);
      }
      const user = await createUser(tx, { email: profile.email, passwordHash, customerId });
      const { firstname, lastname, email } = profile;
      await writeOutbox(tx, {
        kind: 'account_created',
        recipient: email,
        payload: { firstname, lastname, email, link: ACCOUNT_PAGE_PATH },
      });
      return openSession(tx, app.tokens, now, {
        user,
        rememberMe: body.remember_me ?? false,
        cartToken: body.cart_token,
      });
    });
    app.mailer.deliver();
    return { data: session };
  });
}
