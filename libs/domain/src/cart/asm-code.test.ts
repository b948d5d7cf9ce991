import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAsmCode, type AsmCode } from './asm-code';

const attestation: AsmCode = { code: 'ASM-4821', used: false };
const context = { goodsAmountWithTaxes: 6000, advantageCodeApplied: false };

describe('checkAsmCode', () => {
  it('accepts an unused code from exactly 60 €', () => {
    expect(checkAsmCode(attestation, context)).toEqual({ ok: true });
  });

  it('refuses 1 cent under 60 €', () => {
    expect(checkAsmCode(attestation, { ...context, goodsAmountWithTaxes: 5999 })).toEqual({
      ok: false,
      code: 'conditions_not_met',
    });
  });

  it('refuses an unknown or already used code', () => {
    const invalid = { ok: false, code: 'asm_code_invalid' };
    expect(checkAsmCode(undefined, context)).toEqual(invalid);
    expect(checkAsmCode(null, context)).toEqual(invalid);
    expect(checkAsmCode({ ...attestation, used: true }, context)).toEqual(invalid);
  });

  it('refuses it beside an advantage code', () => {
    expect(checkAsmCode(attestation, { ...context, advantageCodeApplied: true })).toEqual({
      ok: false,
      code: 'codes_not_combinable',
    });
  });

  it('says invalid before not combinable, and not combinable before the amount', () => {
    expect(
      checkAsmCode(
        { ...attestation, used: true },
        { goodsAmountWithTaxes: 0, advantageCodeApplied: true },
      ),
    ).toEqual({ ok: false, code: 'asm_code_invalid' });
    expect(
      checkAsmCode(attestation, { goodsAmountWithTaxes: 0, advantageCodeApplied: true }),
    ).toEqual({ ok: false, code: 'codes_not_combinable' });
  });

  it('accepts exactly from 60 €, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (goodsAmountWithTaxes) => {
        expect(
          checkAsmCode(attestation, { goodsAmountWithTaxes, advantageCodeApplied: false }).ok,
        ).toBe(goodsAmountWithTaxes >= 6000);
      }),
    );
  });
});
