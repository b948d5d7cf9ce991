import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@shop/i18n';
import type { FormFailure } from '../../shared/forms';
import { isWithdrawalPeriodOver, withdrawalAlertMessage } from './withdrawal-refusal';

beforeAll(() => activateLocale('fr'));

const late = (details: Record<string, unknown>): FormFailure => ({
  message: 'catalogue message',
  fields: {},
  code: 'withdrawal_period_over',
  details,
});

describe('the withdrawal alert', () => {
  it('says when the shop’s 14 days ended, and to contact customer service', () => {
    const failure = late({ deadline: '2026-03-31' });
    expect(withdrawalAlertMessage(failure)).toBe(
      'Le délai de rétractation de 14 jours après la réception de cette commande a pris fin le 31 mars 2026\u202f: nous ne pouvons plus enregistrer votre rétractation en ligne. Pour toute question, contactez notre service client.',
    );
    expect(isWithdrawalPeriodOver(failure)).toBe(true);
  });

  it('falls back to the catalogue’s message without a readable deadline', () => {
    expect(withdrawalAlertMessage(late({}))).toBe('catalogue message');
    expect(withdrawalAlertMessage(late({ deadline: '31/03/2026' }))).toBe('catalogue message');
  });

  it('leaves every other refusal as the form says it, with no contact block', () => {
    const spam: FormFailure = {
      message: 'La vérification anti-spam a échoué. Veuillez réessayer.',
      fields: {},
      code: 'captcha_failed',
      details: {},
    };
    expect(withdrawalAlertMessage(spam)).toBe(spam.message);
    expect(isWithdrawalPeriodOver(spam)).toBe(false);
    expect(withdrawalAlertMessage(null)).toBeNull();
    expect(isWithdrawalPeriodOver(null)).toBe(false);
  });
});
