import type { FastifyInstance } from 'fastify';
import { type WithdrawalPeriodOver, FORMS } from '@shop/api-client/contract';
import { createWithdrawalRequestSchema, isoDateText } from '@shop/domain';
import { ApiError } from '../../../http/api-error';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
import { storeWithdrawalRequest } from '../../../repositories/forms/withdrawal-requests';

export default async function withdrawalRoutes(app: FastifyInstance) {
  route(app, FORMS.sendWithdrawal, async (request) => {
    const now = app.now();
    const withdrawal = parseWith(createWithdrawalRequestSchema(now), request.body);
    await app.captcha.check(request.body.captcha_token, request.ip);
    const outcome = await storeWithdrawalRequest(app.db, {
      withdrawal,
      customerId: request.auth?.customerId ?? null,
      now,
    });
    if (!outcome.stored) {
      // The deadline goes with the code, so the form can say when the period ended.
      throw new ApiError(
        409,
        'withdrawal_period_over',
        'The withdrawal period of this order is over',
        undefined,
        { deadline: isoDateText(outcome.deadline) } satisfies WithdrawalPeriodOver,
      );
    }
    app.mailer.deliver();
    return { data: { id: outcome.id } };
  });
}
