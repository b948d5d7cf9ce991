import * as v from 'valibot';
import { messageKey } from './message-keys';

/**
 * French numbers (SPEC.md §5): `+33`, `0033` or `0`, then the first digit, then four pairs
 * of digits. A space, a dot or a hyphen may separate the pairs, and the international
 * prefix from the first digit (`+33 6 12 34 56 78`, `06.12.34.56.78`, `0612345678`); one
 * separator at a time, none inside `06`. Mobiles start with 6 or 7; landlines with any
 * other digit but 0 (1 to 5 geographic, 8 special, 9 internet boxes).
 */
const PREFIX = String.raw`(?:(?:\+|00)33[ .-]?|0)`;
const PAIRS = String.raw`(?:[ .-]?\d{2}){4}`;

export const FRENCH_MOBILE_PATTERN = new RegExp(`^${PREFIX}[67]${PAIRS}$`);
export const FRENCH_LANDLINE_PATTERN = new RegExp(`^${PREFIX}[1-589]${PAIRS}$`);

/** Whether a typed number is a French mobile (surrounding spaces ignored). */
export function isFrenchMobile(phone: string): boolean {
  return FRENCH_MOBILE_PATTERN.test(phone.trim());
}

/** Whether a typed number is a French landline (surrounding spaces ignored). */
export function isFrenchLandline(phone: string): boolean {
  return FRENCH_LANDLINE_PATTERN.test(phone.trim());
}

/**
 * A French number as ten national digits (`+33 6 12-34.56 78` → `0612345678`), one spelling
 * to store and compare; null when it is neither a mobile nor a landline.
 */
export function toNationalPhone(phone: string): string | null {
  if (!isFrenchMobile(phone) && !isFrenchLandline(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  return `0${digits.slice(-9)}`;
}

/**
 * A French number as shown to the shopper: ten digits in pairs held together by no-break
 * spaces (`0612345678` → `06 12 34 56 78`), which a narrow screen does not split; anything
 * else as it was typed.
 */
export function formatFrenchPhone(phone: string): string {
  const national = toNationalPhone(phone);
  return national === null ? phone.trim() : national.replace(/(\d{2})(?=\d)/g, '$1\u00a0');
}

/** A French number in running text: not inside a longer run of digits. */
const PHONE_IN_TEXT = new RegExp(String.raw`(?<![\d+])${PREFIX}[1-9]${PAIRS}(?!\d)`, 'g');

/**
 * Text with each French number in it kept on one line, as written: the spaces between its
 * pairs become no-break spaces (`Appelez le 04 78 60 12 34.`), which a narrow screen does
 * not split. For numbers the back office writes, in settings and in page bodies.
 */
export function keepPhoneNumbersTogether(text: string): string {
  return text.replace(PHONE_IN_TEXT, (phone) => phone.replaceAll(' ', '\u00a0'));
}

/** An optional number field: empty (or missing) passes, anything else must match. */
function optionalNumber(
  matches: (phone: string) => boolean,
  message: 'mobile_invalid' | 'phone_invalid',
) {
  return v.pipe(
    v.nullish(v.string(messageKey(message)), ''),
    v.trim(),
    v.check((phone) => phone === '' || matches(phone), messageKey(message)),
  );
}

/** The mobile field of an address or a profile: optional, a French mobile when given. */
export const OptionalMobileSchema = optionalNumber(isFrenchMobile, 'mobile_invalid');

/** The phone (landline) field: optional, a French landline when given. */
export const OptionalLandlineSchema = optionalNumber(isFrenchLandline, 'phone_invalid');
