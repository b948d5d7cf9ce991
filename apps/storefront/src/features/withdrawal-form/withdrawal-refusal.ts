import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { WithdrawalPeriodOverSchema } from '@shop/api-client';
import { WITHDRAWAL_PERIOD_DAYS } from '@shop/domain';
import { formatDate } from '@shop/i18n';
import type { FormFailure } from '../../shared/forms';

/** Whether the shop refused the withdrawal as too late: the alert then shows how to reach us. */
export function isWithdrawalPeriodOver(failure: FormFailure | null): boolean {
  return failure?.code === 'withdrawal_period_over';
}

/**
 * What the form's alert says. A withdrawal the shop refuses as too late says when the
 * period ended (the shop's deadline, not the dates typed); a reply without a readable
 * deadline falls back to the catalogue's message. Called while rendering, so the active
 * catalogue is the page's.
 */
export function withdrawalAlertMessage(failure: FormFailure | null): string | null {
  if (failure === null) return null;
  if (!isWithdrawalPeriodOver(failure)) return failure.message;
  const details = v.safeParse(WithdrawalPeriodOverSchema, failure.details);
  if (!details.success) return failure.message;
  const days = WITHDRAWAL_PERIOD_DAYS;
  const deadline = formatDate(details.output.deadline);
  return t`Le délai de rétractation de ${days} jours après la réception de cette commande a pris fin le ${deadline} : nous ne pouvons plus enregistrer votre rétractation en ligne. Pour toute question, contactez notre service client.`;
}
