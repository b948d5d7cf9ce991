import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code-check';
import {
  checkPromoCode,
  isPromoCodeValidAt,
  type PromoCode,
  type PromoCodeContext,
} from './promo-codes';

const JUNE_1 = Date.UTC(2025, 5, 1);
const JULY_1 = Date.UTC(2025, 6, 1);

const summer: PromoCode = {
  code: 'ETE10',
  benefit: { kind: 'cart_discount', unit: 'percent', value: 10 },
  minimumAmount: 3000,
  loginRequired: false,
  validFrom: JUNE_1,
  validUntil: JULY_1,
  active: true,
};
const context: PromoCodeContext = {
  now: JUNE_1 + 1000,
  customer: null,
  goodsAmountWithTaxes: 3000,
  productIdsInCart: [7],
  asmCodeApplied: false,
};
const refused = (code: string) => ({ ok: false, code });

describe('isPromoCodeValidAt', () => {
  it('holds from its first instant to just before its end', () => {
    expect(isPromoCodeValidAt(summer, JUNE_1 - 1)).toBe(false);
    expect(isPromoCodeValidAt(summer, JUNE_1)).toBe(true);
    expect(isPromoCodeValidAt(summer, JULY_1 - 1)).toBe(true);
    expect(isPromoCodeValidAt(summer, JULY_1)).toBe(false);
  });

  it('has no bound where none is set, and never holds while inactive', () => {
    const always = { ...summer, validFrom: null, validUntil: null };
    expect(isPromoCodeValidAt(always, 0)).toBe(true);
    expect(isPromoCodeValidAt(always, JULY_1 * 2)).toBe(true);
    expect(isPromoCodeValidAt({ ...always, active: false }, JUNE_1)).toBe(false);
  });

  it('holds exactly inside the window, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: JUNE_1 - 1e9, max: JULY_1 + 1e9 }), (now) => {
        expect(isPromoCodeValidAt(summer, now)).toBe(now >= JUNE_1 && now < JULY_1);
      }),
    );
  });
});

describe('checkPromoCode', () => {
  it('accepts a valid code whose minimum is exactly reached', () => {
    expect(checkPromoCode(summer, context)).toEqual({ ok: true });
  });

  it('refuses an unknown, inactive or out-of-date code as invalid', () => {
    expect(checkPromoCode(undefined, context)).toEqual(refused('promo_code_invalid'));
    expect(checkPromoCode(null, context)).toEqual(refused('promo_code_invalid'));
    expect(checkPromoCode({ ...summer, active: false }, context)).toEqual(
      refused('promo_code_invalid'),
    );
    expect(checkPromoCode(summer, { ...context, now: JULY_1 })).toEqual(
      refused('promo_code_invalid'),
    );
  });

  it('says invalid before anything else', () => {
    const everythingWrong = {
      ...context,
      now: JULY_1,
      asmCodeApplied: true,
      goodsAmountWithTaxes: 0,
    };
    expect(checkPromoCode(summer, everythingWrong)).toEqual(refused('promo_code_invalid'));
  });

  it('refuses any advantage code while an ASM code is on the cart', () => {
    expect(checkPromoCode(summer, { ...context, asmCodeApplied: true })).toEqual(
      refused('codes_not_combinable'),
    );
  });

  it('asks a visitor to log in for a login-only code', () => {
    const membersOnly = { ...summer, loginRequired: true };
    expect(checkPromoCode(membersOnly, context)).toEqual(refused('login_required'));
    expect(checkPromoCode(membersOnly, { ...context, customer: { firstOrder: false } })).toEqual({
      ok: true,
    });
  });

  it('refuses a cart 1 cent under the minimum', () => {
    expect(checkPromoCode(summer, { ...context, goodsAmountWithTaxes: 2999 })).toEqual(
      refused('conditions_not_met'),
    );
  });

  it('keeps the first-order code to a logged-in customer on a first order', () => {
    const welcome: PromoCode = {
      ...summer,
      benefit: { kind: 'first_order' },
      minimumAmount: 0,
      validFrom: null,
      validUntil: null,
    };
    expect(checkPromoCode(welcome, context)).toEqual(refused('login_required'));
    expect(checkPromoCode(welcome, { ...context, customer: { firstOrder: false } })).toEqual(
      refused('conditions_not_met'),
    );
    expect(checkPromoCode(welcome, { ...context, customer: { firstOrder: true } })).toEqual({
      ok: true,
    });
  });

  it('refuses a free or discounted product already in the cart', () => {
    const gift: PromoCode = { ...summer, benefit: { kind: 'free_product', productId: 7 } };
    const markdown: PromoCode = {
      ...summer,
      benefit: { kind: 'product_discount', productId: 7, percent: 30 },
    };
    expect(checkPromoCode(gift, context)).toEqual(refused('product_already_in_cart'));
    expect(checkPromoCode(markdown, context)).toEqual(refused('product_already_in_cart'));
    expect(checkPromoCode(gift, { ...context, productIdsInCart: [8] })).toEqual({ ok: true });
  });

  it('accepts exactly from the minimum, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (goodsAmountWithTaxes) => {
        expect(checkPromoCode(summer, { ...context, goodsAmountWithTaxes }).ok).toBe(
          goodsAmountWithTaxes >= 3000,
        );
      }),
    );
  });
});

describe('normalizeCode', () => {
  it('ignores surrounding spaces and case', () => {
    expect(normalizeCode('  bienvenue10 ')).toBe('BIENVENUE10');
    expect(normalizeCode('Ete10')).toBe('ETE10');
  });
});
