import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ValidationResult } from '@shop/domain';
import { formFailureOf, invalidFormFailure, type FormFailure } from './form-failure';
import { useFormFailure } from './use-form-failure';

export interface CheckedSubmitOptions<TValue, TResult> {
  /** libs/domain's rule on what was typed: `validate(Schema, values)`. */
  check: () => ValidationResult<TValue>;
  /** The call, with the checked value. */
  send: (value: TValue) => Promise<TResult>;
  /** What follows a success: the confirmation page, the saved values shown. */
  onSent?: (result: TResult) => Promise<unknown> | void;
  /** The server's field names as the form's (`withdrawal.order_date` → `order_date`). */
  fieldsOf?: (failure: FormFailure) => FormFailure;
  /** Codes about one field, shown under it (`formFailureOf`). */
  codeFields?: Readonly<Record<string, string>>;
}

/**
 * A form's submit as every form here does it: the domain's check first, then the call,
 * once at a time; a refusal from either is shown by field and in the alert, and what was
 * typed stays. `sent` holds after a success until the next submit, and `sentCount`
 * counts them, for a notice that takes the focus each time.
 */
export function useCheckedSubmit<TValue, TResult>({
  check,
  send,
  onSent,
  fieldsOf = (failure) => failure,
  codeFields,
}: CheckedSubmitOptions<TValue, TResult>) {
  const { failure, attempt, refuse, clear } = useFormFailure();
  const call = useMutation({ mutationFn: send });
  const [sentCount, setSentCount] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (call.isPending) return;
    call.reset();
    const checked = check();
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      const result = await call.mutateAsync(checked.value);
      await onSent?.(result);
      setSentCount((count) => count + 1);
    } catch (error) {
      refuse(fieldsOf(await formFailureOf(error, codeFields)));
    }
  }

  return { failure, attempt, pending: call.isPending, sent: call.isSuccess, sentCount, submit };
}

/** Server keys prefixed by their payload object (`contact.email`): the field is the last part. */
export function lastPartFieldNames(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(failure.fields)) {
    fields[key.slice(key.lastIndexOf('.') + 1)] ??= message;
  }
  return { ...failure, fields };
}
