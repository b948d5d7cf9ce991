import type { FastifyInstance } from 'fastify';
import { type NewsletterSubscription, FORMS } from '@shop/api-client/contract';
import { EmailSchema, formObject, NEWSLETTERS, NewsletterFormSchema } from '@shop/domain';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import {
  subscribeToNewsletters,
  unsubscribeFromNewsletters,
} from '../../../repositories/forms/newsletter-subscriptions';

/** Unsubscribing asks for the address only. */
const UnsubscribeSchema = formObject({ email: EmailSchema });

export default async function newsletterRoutes(app: FastifyInstance) {
  route(app, FORMS.subscribeNewsletter, async (request) => {
    const { email, newsletters } = parseWith(NewsletterFormSchema, request.body);
    await app.captcha.check(request.body.captcha_token, request.ip);
    const lists = NEWSLETTERS.filter((newsletter) => newsletters[newsletter]);
    await subscribeToNewsletters(
      app.db,
      { email, customerId: request.auth?.customerId ?? null, now: app.now() },
      lists,
    );
    app.mailer.deliver();
    const data: NewsletterSubscription = { email, newsletters };
    return { data };
  });

  route(app, FORMS.unsubscribeNewsletter, async (request) => {
    const { email } = parseWith(UnsubscribeSchema, request.body);
    await app.captcha.check(request.body.captcha_token, request.ip);
    await unsubscribeFromNewsletters(app.db, {
      email,
      customerId: request.auth?.customerId ?? null,
      now: app.now(),
    });
    const data: NewsletterSubscription = {
      email,
      newsletters: { health: false, product: false, diet: false },
    };
    return { data };
  });
}
