import type * as v from 'valibot';

/** Whether a call needs the shopper's token, reads it when present, or ignores it. */
export type TokenUse = 'required' | 'optional' | 'none';

/**
 * One proxied call of the shop API, described from the contract schemas it validates with
 * (the same ones the shop API names in its routes' `schema: {…}`).
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below `/api/v1`, in OpenAPI's `{param}` spelling. */
  path: string;
  tag: string;
  summary: string;
  token: TokenUse;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  body?: v.GenericSchema;
  reply?: v.GenericSchema;
  /** 200 unless the call creates something. */
  replyStatus?: 200 | 201;
  /** Error codes the call answers on purpose, by status (validation's 400 is implied). */
  errors?: Partial<Record<400 | 401 | 404 | 409 | 429, readonly string[]>>;
}
