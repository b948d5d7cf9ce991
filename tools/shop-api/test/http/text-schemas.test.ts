import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MultilineTextSchema, TextSchema, UrlTextSchema } from '@shop/api-client/contract';
import { requestJsonSchema } from '../../src/http/json-schema';

/** Whether `text` holds one of `refused` (code points) or a lone surrogate. */
function holdsAny(text: string, refused: (codePoint: number) => boolean) {
  return Array.from(text).some((character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    return refused(codePoint) || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  });
}
const isControl = (codePoint: number) =>
  codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
const isLineBreakOrTab = (codePoint: number) => [0x09, 0x0a, 0x0d].includes(codePoint);

const SCHEMAS = [
  { name: 'TextSchema', schema: TextSchema, refused: isControl, empty: true },
  {
    name: 'MultilineTextSchema',
    schema: MultilineTextSchema,
    refused: (codePoint: number) => isControl(codePoint) && !isLineBreakOrTab(codePoint),
    empty: true,
  },
  {
    name: 'UrlTextSchema',
    schema: UrlTextSchema,
    refused: (codePoint: number) => isControl(codePoint) || codePoint === 0x20,
    empty: false,
  },
];

/** Text of any code unit (lone surrogates included), controls and astral characters often. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('\u0000', '\t', '\n', '\r', '\u001f', ' ', '\u007f', '\u0085', '\u009f'),
      fc.constantFrom('\ud83d', '\ude00', '😀', 'é', 'a', '\u00a0', '\u2028'),
    ),
    maxLength: 8,
  }),
);

describe.each(SCHEMAS)('$name', ({ schema, refused, empty }) => {
  // Ajv compiles JSON Schema patterns with the `u` flag; valibot runs the regex as it is.
  const pattern = requestJsonSchema(schema).pattern;
  const ajvRegex = new RegExp(pattern ?? '', 'u');

  it('takes exactly the text without a refused character or a lone surrogate, both ways', () => {
    expect(pattern).toBeDefined();
    fc.assert(
      fc.property(anyText, (text) => {
        const expected = !holdsAny(text, refused) && (empty || text.length > 0);
        expect(v.is(schema, text), JSON.stringify(text)).toBe(expected);
        expect(ajvRegex.test(text), JSON.stringify(text)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('reads 100 kB of text at once', () => {
    const text = 'é😀a'.repeat(25_000);
    expect(v.is(schema, text)).toBe(true);
    expect(ajvRegex.test(`${text}\u0000`)).toBe(false);
  });
});
