import * as v from 'valibot';
import { DEFAULT_SHOP_ID, SERVER_LOCALES, STOREFRONT_LOCALE } from '@shop/domain';

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export const LocaleSchema = v.picklist(SERVER_LOCALES);

export const NonEmptyStringSchema = v.pipe(v.string(), v.nonEmpty());

/** C0 and C1 control characters and DEL, as the body of a regex character class. */
const CONTROL_CHARACTERS = '\\x00-\\x1F\\x7F-\\x9F';
/** The same, less tab, line feed and carriage return. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = '\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F';

/**
 * Text of none of the `refused` characters and no lone surrogate. Written for regexes with
 * and without the `u` flag (Ajv compiles with it, valibot runs the regex as it is): a
 * surrogate passes only as half of a pair.
 */
function textRegex(refused: string, quantifier: '*' | '+' = '*') {
  return new RegExp(
    `^(?:[^${refused}\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])${quantifier}$`,
  );
}

/**
 * Every text a request carries (body, query or path) is one of these schemas, bounded as
 * its field needs (`v.pipe(TextSchema, v.maxLength(50))`): PostgreSQL refuses U+0000 and
 * no one types a control character, so such text is a 400 `invalid_input` at the door
 * rather than a 500 or a stored surprise. A field with its own pattern (tokens, slugs…)
 * refuses them by that pattern; test/fuzz.test.ts of the shop API checks each field.
 */
export const TextSchema = v.pipe(v.string(), v.regex(textRegex(CONTROL_CHARACTERS)));

/** Text of a text area (a message): tabs and line breaks allowed. */
export const MultilineTextSchema = v.pipe(
  v.string(),
  v.regex(textRegex(CONTROL_CHARACTERS_BUT_LINE_BREAKS)),
);

/** A URL or path as a caller names it: text without spaces, at least one character. */
export const UrlTextSchema = v.pipe(v.string(), v.regex(textRegex(`${CONTROL_CHARACTERS} `, '+')));

/** A row id (PostgreSQL `integer`): 1 to 2,147,483,647, so no lookup a caller asks overflows. */
export const RowIdSchema = v.pipe(IdSchema, v.maxValue(2_147_483_647));

/**
 * The anti-spam token of login, sign-up, the password reset request and the forms. Optional
 * in the shape: a missing one fails the check (400 `captcha_failed`) like a refused one.
 */
export const CaptchaTokenSchema = v.pipe(
  v.optional(v.pipe(TextSchema, v.maxLength(4096))),
  v.description(
    'Anti-spam token: a reCAPTCHA v3 token in production; in the sandbox any text but `fail` (see the introduction). A token spent on a failed login is refused.',
  ),
);

/** The query parameters every call carries; the api-client adds the defaults. */
export const CommonQuerySchema = v.object({
  shop_id: v.pipe(
    v.optional(RowIdSchema, DEFAULT_SHOP_ID),
    v.description('The shop (1, the French shop, unless told otherwise).'),
  ),
  lang: v.pipe(
    v.optional(LocaleSchema, STOREFRONT_LOCALE),
    v.description('The language of texts and labels.'),
  ),
});
export type CommonQuery = v.InferOutput<typeof CommonQuerySchema>;

/**
 * The header by which a call asks the gateway to send the session's token upstream in place
 * of its HttpOnly cookie (ARCHITECTURE.md §4); the gateway drops it on the way.
 */
export const WITH_TOKEN_HEADER = 'x-with-token';

/**
 * The id that names one request in the load balancer's, the gateway's and the shop API's
 * logs: each hop keeps the one it is given, if it looks like one, and sends it on.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a request id from another hop may look like: plain characters, bounded (nginx's
 * `$request_id` is 32 hex digits), so nobody writes forged lines or megabytes into a log.
 */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.:-]{8,128}$/.test(value);
}

/** A page number: 1 and up, bounded so that no offset overflows. */
export const PageNumberSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(10_000),
  v.description('The page to read, from 1.'),
);

/** Items per page of a paged call, `defaultValue` when absent. */
export function perPageSchema(defaultValue: number, max = 100) {
  return v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(max),
      v.description(`Items per page, ${defaultValue} by default.`),
    ),
    defaultValue,
  );
}

/** An image served by the shop API (`/api/v1/media/…`) with its text alternative. */
export const ImageSchema = v.object({
  url: NonEmptyStringSchema,
  alt: v.string(),
});
export type Image = v.InferOutput<typeof ImageSchema>;
