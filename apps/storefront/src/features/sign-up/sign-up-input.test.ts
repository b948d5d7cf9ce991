import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, signUpErrors, signUpRequest, type SignUpInput } from './sign-up-input';

const NOW = Date.UTC(2026, 10, 23, 12);

const filled: SignUpInput = {
  ...EMPTY_SIGN_UP,
  civility: 'Madame',
  firstname: ' Hélène ',
  lastname: 'Garnier',
  email: 'helene@example.fr',
  password: 'Printemps-Lumineux-2026!',
  password_confirmation: 'Printemps-Lumineux-2026!',
  birthday: { day: '7', month: '3', year: '1990' },
  mobile: '06 12 34 56 78',
  origin: 'PHA',
  health_newsletter: true,
  terms: true,
};

describe('signUpErrors', () => {
  it('passes a complete form', () => {
    expect(signUpErrors(filled, NOW)).toBeNull();
  });

  it('names every failing field of both rules at once', () => {
    const errors = signUpErrors(
      { ...filled, firstname: '', birthday: { ...filled.birthday, day: '' }, mobile: '01 23' },
      NOW,
    );
    expect(Object.keys(errors ?? {}).sort()).toEqual(['birthday.day', 'firstname', 'mobile']);
  });

  it('asks for one of the two newsletters, on the opt-ins', () => {
    const errors = signUpErrors({ ...filled, health_newsletter: false }, NOW);
    expect(errors?.['optins']?.key).toBe('opt_ins_required');
  });
});

describe('signUpRequest', () => {
  it('sends numbers for the birthday, trimmed names, null for an empty phone', () => {
    const request = signUpRequest(filled, { captcha_token: 't', cart_token: null, cegid_id: 'C1' });
    expect(request).toMatchObject({
      firstname: 'Hélène',
      birthday: { day: 7, month: 3, year: 1990 },
      phone: null,
      mobile: '06 12 34 56 78',
      optins: { health_newsletter: true, product_newsletter: false },
      cegid_id: 'C1',
      remember_me: false,
    });
  });
});
