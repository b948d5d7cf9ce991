import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from './field-errors';
import { NEWSLETTERS, NewsletterFormSchema } from './newsletter';

describe('NewsletterFormSchema', () => {
  it('passes an e-mail with one newsletter ticked', () => {
    expect(
      validate(NewsletterFormSchema, { email: 'Jean@Exemple.fr', newsletters: { diet: true } }),
    ).toEqual({
      ok: true,
      value: {
        email: 'jean@exemple.fr',
        newsletters: { health: false, product: false, diet: true },
      },
    });
  });

  it('asks for the e-mail and at least one newsletter', () => {
    const none = {
      ok: false,
      errors: { email: { key: 'required_email' }, newsletters: { key: 'newsletter_required' } },
    };
    expect(validate(NewsletterFormSchema, {})).toEqual(none);
    expect(validate(NewsletterFormSchema, { email: '', newsletters: null })).toEqual(none);
    expect(
      validate(NewsletterFormSchema, {
        email: '',
        newsletters: { health: false, product: false, diet: false },
      }),
    ).toEqual(none);
  });

  it('passes exactly when some newsletter is ticked', () => {
    const choice = fc.record({ health: fc.boolean(), product: fc.boolean(), diet: fc.boolean() });
    fc.assert(
      fc.property(choice, (newsletters) => {
        const result = validate(NewsletterFormSchema, { email: 'a@b.fr', newsletters });
        expect(result.ok).toBe(NEWSLETTERS.some((newsletter) => newsletters[newsletter]));
      }),
    );
  });
});
