import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DISCOUNT_VALUE_UNITS,
  isPromoCodeValidAt,
  normalizeCode,
  type AsmCode,
  type PromoBenefit,
  type PromoCode,
} from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { asmCodes, promoCodes } from '../../db/schema';

const Id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** `promo_codes.benefit` is libs/domain's `PromoBenefit` as JSON; a row that is not one is a seed bug. */
const PromoBenefitSchema = v.variant('kind', [
  v.object({
    kind: v.literal('cart_discount'),
    unit: v.picklist(DISCOUNT_VALUE_UNITS),
    value: v.pipe(v.number(), v.minValue(0)),
  }),
  v.object({ kind: v.literal('free_product'), productId: Id }),
  v.object({
    kind: v.literal('product_discount'),
    productId: Id,
    percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  }),
  v.object({ kind: v.literal('first_order') }),
]) satisfies v.GenericSchema<unknown, PromoBenefit>;

/** An advantage code with the texts the cart payload shows for it. */
export interface StoredPromoCode {
  promo: PromoCode;
  description: string;
  title: string;
  text: string;
}

type PromoCodeRow = typeof promoCodes.$inferSelect;

function storedPromoCode(row: PromoCodeRow): StoredPromoCode {
  return {
    promo: {
      code: row.code,
      benefit: v.parse(PromoBenefitSchema, row.benefit),
      minimumAmount: row.minimumAmount,
      loginRequired: row.loginRequired,
      validFrom: row.validFrom?.getTime() ?? null,
      validUntil: row.validUntil?.getTime() ?? null,
      active: row.active,
    },
    description: row.description,
    title: row.title,
    text: row.text,
  };
}

/** The advantage code a customer typed (see `normalizeCode`); null when there is none. */
export async function findPromoCode(
  tx: ShopDatabase,
  typed: string,
): Promise<StoredPromoCode | null> {
  const code = normalizeCode(typed);
  if (code === '') return null;
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row ? storedPromoCode(row) : null;
}

/** The first-order code the banner shows (SPEC.md §9), if one is valid at `now`. */
export async function findFirstOrderCode(
  tx: ShopDatabase,
  now: number,
): Promise<StoredPromoCode | null> {
  const rows = await tx
    .select()
    .from(promoCodes)
    .where(sql`${promoCodes.benefit}->>'kind' = 'first_order'`)
    .orderBy(promoCodes.code);
  return rows.map(storedPromoCode).find((stored) => isPromoCodeValidAt(stored.promo, now)) ?? null;
}

/** An ASM code as stored, and whether an order spent it. */
export interface StoredAsmCode {
  code: string;
  usedByOrderId: number | null;
  usedAt: Date | null;
}

export async function findAsmCode(tx: ShopDatabase, typed: string): Promise<StoredAsmCode | null> {
  const code = normalizeCode(typed);
  if (code === '') return null;
  const [row] = await tx.select().from(asmCodes).where(eq(asmCodes.code, code));
  return row ?? null;
}

/**
 * The ASM code as libs/domain reads it for a cart: spent, unless the order that spent it
 * is this cart's own (a validated cart keeps its code while its order waits).
 */
export function asmCodeFor(stored: StoredAsmCode, ownOrderId: number | null): AsmCode {
  const spentByOwnOrder = ownOrderId !== null && stored.usedByOrderId === ownOrderId;
  return { code: stored.code, used: stored.usedAt !== null && !spentByOwnOrder };
}
