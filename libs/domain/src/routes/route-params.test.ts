import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderIdSchema, PageNumberSchema, PreviewIdSchema, SlugSchema } from './route-params';

const accepts = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('SlugSchema', () => {
  it.each([['lactea'], ['magnesium-marin-90-comprimes'], ['femme/infections-vaginales'], ['b12']])(
    'accepts %s as it is',
    (slug) => {
      expect(v.parse(SlugSchema, slug)).toBe(slug);
    },
  );

  it.each([
    [''],
    ['/lactea'],
    ['lactea/'],
    ['femme//infections'],
    ['Lactea'],
    ['lactéa'],
    ['lactea_intima'],
    ['lactea intima'],
    ['..'],
  ])('refuses %j with the not-found code', (slug) => {
    const result = v.safeParse(SlugSchema, slug);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('not_found');
  });

  it('accepts exactly the non-empty parts of [a-z0-9-] joined by single slashes', () => {
    const part = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(accepts(SlugSchema, parts.join('/'))).toBe(true);
        expect(accepts(SlugSchema, `${parts.join('/')}/`)).toBe(false);
        expect(accepts(SlugSchema, `/${parts.join('/')}`)).toBe(false);
      }),
    );
  });
});

describe.each([
  ['OrderIdSchema', OrderIdSchema],
  ['PreviewIdSchema', PreviewIdSchema],
  ['PageNumberSchema', PageNumberSchema],
])('%s', (_, schema) => {
  it('turns digits into a number from 1 to the largest safe integer', () => {
    expect(v.parse(schema, '1')).toBe(1);
    expect(v.parse(schema, '0042')).toBe(42);
    expect(v.parse(schema, '9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([['0'], ['000'], ['9007199254740992'], [''], ['-1'], ['+1'], ['1.0'], ['1e3'], [' 1']])(
    'refuses %j with the not-found code',
    (input) => {
      const result = v.safeParse(schema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('not_found');
    },
  );

  it('refuses a number that was not a route string', () => {
    expect(accepts(schema, 12)).toBe(false);
  });

  it('reads any positive safe integer back from its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (number) => {
        expect(v.parse(schema, String(number))).toBe(number);
      }),
    );
  });
});
