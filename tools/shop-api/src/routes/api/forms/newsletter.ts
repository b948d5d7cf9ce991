import type { FastifyInstance } from 'fastify';
import {
  CommonQuerySchema,
  NewsletterBodySchema,
  NewsletterSubscriptionReplySchema,
  NewsletterUnsubscribeBodySchema,
  type CommonQuery,
  type NewsletterBody,
  type NewsletterSubscription,
  type NewsletterUnsubscribeBody,
} from '@shop/api-client/contract';
import { EmailSchema, formObject, NEWSLETTERS, NewsletterFormSchema } from '@shop/domain';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { parseWith } from '../../../http/parse-with';
import {
  subscribeToNewsletters,
  unsubscribeFromNewsletters,
} from '../../../repositories/forms/newsletter-subscriptions';

/** Unsubscribing asks for the address only. */
const UnsubscribeSchema = formObject({ email: EmailSchema });

const routeSchema = (body: Parameters<typeof requestJsonSchema>[0]) => ({
  querystring: requestJsonSchema(CommonQuerySchema),
  body: requestJsonSchema(body),
  response: { 200: replyJsonSchema(NewsletterSubscriptionReplySchema) },
});

export default async function newsletterRoutes(app: FastifyInstance) {
  app.post<{ Querystring: CommonQuery; Body: NewsletterBody }>(
    '/newsletter',
    { preHandler: app.optionalAuth, schema: routeSchema(NewsletterBodySchema) },
    async (request) => {
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
    },
  );

  app.delete<{ Querystring: CommonQuery; Body: NewsletterUnsubscribeBody }>(
    '/newsletter',
    { preHandler: app.optionalAuth, schema: routeSchema(NewsletterUnsubscribeBodySchema) },
    async (request) => {
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
    },
  );
}
