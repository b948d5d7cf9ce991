import type { FastifyInstance } from 'fastify';
import { FORMS } from '@shop/api-client/contract';
import { ContactSchema } from '@shop/domain';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import { contactChoices } from '../../../repositories/forms/contact-choices';
import { storeContactRequest } from '../../../repositories/forms/contact-requests';

export default async function contactRoutes(app: FastifyInstance) {
  route(app, FORMS.contactChoices, async () => ({ data: contactChoices() }));

  route(app, FORMS.sendContact, async (request) => {
    const contact = parseWith(ContactSchema, request.body);
    await app.captcha.check(request.body.captcha_token, request.ip);
    const id = await storeContactRequest(app.db, {
      contact,
      customerId: request.auth?.customerId ?? null,
      now: app.now(),
    });
    app.mailer.deliver();
    return { data: { id } };
  });
}
