import { ASM_THRESHOLD_CENTS } from '../constants';
import type { Cents } from '../money/cents';
import type { CodeCheck } from './code-check';

/**
 * An ASM (medical follow-up attestation) code: it offers one product, subject to stock, from
 * 60 € of purchase, once (SPEC.md §9).
 */
export interface AsmCode {
  code: string;
  /** Already spent on an order. */
  used: boolean;
}

/** Products an ASM code offers. */
export const ASM_FREE_PRODUCT_QUANTITY = 1;

export interface AsmCodeContext {
  /** Goods with taxes before any discount, offered lines excluded. */
  goodsAmountWithTaxes: Cents;
  /** An advantage code (the first-order code included) is on the cart. */
  advantageCodeApplied: boolean;
}

export type AsmCodeRefusal = 'asm_code_invalid' | 'codes_not_combinable' | 'conditions_not_met';

/**
 * Whether an ASM code may be applied: known and unused, no advantage code on the cart, and
 * goods of at least 60 € (exactly 60 € is enough). Whether the chosen product is in stock is
 * the stock's answer, not this rule's.
 */
export function checkAsmCode(
  asm: AsmCode | null | undefined,
  context: AsmCodeContext,
): CodeCheck<AsmCodeRefusal> {
  if (!asm || asm.used) return { ok: false, code: 'asm_code_invalid' };
  if (context.advantageCodeApplied) return { ok: false, code: 'codes_not_combinable' };
  if (context.goodsAmountWithTaxes < ASM_THRESHOLD_CENTS) {
    return { ok: false, code: 'conditions_not_met' };
  }
  return { ok: true };
}
