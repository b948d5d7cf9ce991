import { useMutation } from '@tanstack/react-query';
import {
  checkCustomerCode,
  customerCodeLoginHint,
  failureOf,
  type CheckExistRequest,
  type CustomerCodeMatch,
} from '@shop/api-client';

/** Codes meaning the customer already has a web account: offer to log in instead. */
const HAS_ACCOUNT = new Set(['customer_already_has_user', 'customer_already_attached']);

/** Step 1's answer: the customer to sign up, or the account they already have. */
export type CodeCheckOutcome =
  | { kind: 'match'; match: CustomerCodeMatch }
  /** `maskedEmail` is null when the login could not be told. */
  | { kind: 'has-account'; code: string; maskedEmail: string | null };

/**
 * Step 1 of the sign-up with a code (SPEC.md §2, §8): code and last name checked together.
 * For a customer who already has an account, the masked login is asked next so that the
 * page can say which one to use; any other refusal is thrown for the form to show.
 */
export function useCustomerCodeCheck() {
  return useMutation({
    mutationFn: async (request: CheckExistRequest): Promise<CodeCheckOutcome> => {
      try {
        return { kind: 'match', match: await checkCustomerCode(request) };
      } catch (error) {
        const failure = await failureOf(error);
        const code = failure === null || failure === 'network' ? null : failure.code;
        if (code === null || !HAS_ACCOUNT.has(code)) throw error;
        return { kind: 'has-account', code, maskedEmail: await maskedLogin(request) };
      }
    },
  });
}

async function maskedLogin(request: CheckExistRequest): Promise<string | null> {
  try {
    return (await customerCodeLoginHint(request)).masked_email;
  } catch (error) {
    console.warn('sign-up: the login of the customer code could not be read', error);
    return null;
  }
}
