import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { FORMS, type ContactBody, type NewsletterBody, type WithdrawalBody } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The forms calls of SPEC.md §7 (generic resources `contact`, `withdrawal`, `newsletter`).
 * Each is open to visitors; the session's token comes along when there is one, so that the
 * shop links the request to the customer. A refusal (a field, the anti-spam check) is shown
 * on the form: the session rules must not send the visitor elsewhere.
 */
const onTheForm: CallContext = { withToken: true, noRedirect: true };

/** `GET /contact`: the profiles and subjects the contact form offers, with their labels. */
export const getContactChoices = (http: KyInstance = apiHttp) =>
  callOperation(http, FORMS.contactChoices);

/** `POST /contact` (400 `invalid_input` by field, 400 `captcha_failed`). */
export const sendContact = (body: ContactBody, http: KyInstance = apiHttp) =>
  callOperation(http, FORMS.sendContact, { body, context: onTheForm });

/**
 * `POST /withdrawal` (400 `invalid_input` by field, 400 `captcha_failed`, 409
 * `withdrawal_period_over` with WithdrawalPeriodOverSchema `details`).
 */
export const sendWithdrawal = (body: WithdrawalBody, http: KyInstance = apiHttp) =>
  callOperation(http, FORMS.sendWithdrawal, { body, context: onTheForm });

/** `POST /newsletter` (400 `invalid_input` by field, 400 `captcha_failed`). */
export const subscribeNewsletter = (body: NewsletterBody, http: KyInstance = apiHttp) =>
  callOperation(http, FORMS.subscribeNewsletter, { body, context: onTheForm });
