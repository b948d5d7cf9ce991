/**
 * The seeded codes (docs/reference-data.md lists them). Advantage codes (`POST
 * /cart/{token}/discount`), typed in any case:
 * - BIENVENUE15  cart discount, 15 % of the goods, no minimum;
 * - MOINS5       cart discount, 5 € off from 30 € of goods;
 * - ECHANTILLON  free product: a sample of Nutrisens protein (offered line), from 20 €;
 * - SPIRULINE20  product discount: Vitalmer Spiruline 20 % off (the code adds it to the cart);
 * - PREMIERE10   the first-order code of the banner: 10 % off, logged-in customers with no
 *                order yet (parcel delivery is free for them anyway);
 * - FIDELITE10   10 % off, for logged-in customers only;
 * - HIVER2025    expired on 2026-01-07 (answers promo_code_invalid).
 * ASM codes (`POST /cart/{token}/asm`, one gift from 60 € of goods, once, never with an
 * advantage code):
 * - ASM-2026-A7K3  valid (listed in docs/reference-data.md);
 * - ASM-2026-Q9D2  valid, kept for trying the under-60 € refusal (conditions_not_met: a
 *                  cart condition, any valid code shows it);
 * - ASM-2025-USED  already used (answers asm_code_invalid).
 */
import { eq } from 'drizzle-orm';
import type { PromoBenefit } from '@shop/domain';
import type { ShopDatabase } from '../db/open-database';
import { asmCodes, products, promoCodes } from '../db/schema';

/** The first-order code: the `first_order_discount_code` setting names it to the banner. */
export const FIRST_ORDER_CODE = 'PREMIERE10';

/** Products the codes name, by slug: ids are the catalogue seed's to give. */
const FREE_SAMPLE_SLUG = 'nutrisens-echantillon-proteines';
const DISCOUNTED_SLUG = 'vitalmer-spiruline';

async function productIdOf(tx: ShopDatabase, slug: string): Promise<number> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`seed: the codes name an unknown product ${slug}`);
  return row.id;
}

interface CodeSeed {
  code: string;
  benefit: PromoBenefit;
  minimumAmount?: number;
  loginRequired?: boolean;
  validFrom?: Date;
  validUntil?: Date;
  description: string;
  title?: string;
  text?: string;
}

function promoCodeSeeds(freeSampleId: number, discountedId: number): CodeSeed[] {
  return [
    {
      code: 'BIENVENUE15',
      benefit: { kind: 'cart_discount', unit: 'percent', value: 15 },
      description: '15 % de remise sur votre panier',
    },
    {
      code: 'MOINS5',
      benefit: { kind: 'cart_discount', unit: 'amount', value: 500 },
      minimumAmount: 3000,
      description: '5 € de remise dès 30 € d’achat',
    },
    {
      code: 'ECHANTILLON',
      benefit: { kind: 'free_product', productId: freeSampleId },
      minimumAmount: 2000,
      description: 'Un échantillon de protéines Nutrisens offert dès 20 € d’achat',
    },
    {
      code: 'SPIRULINE20',
      benefit: { kind: 'product_discount', productId: discountedId, percent: 20 },
      description: '20 % de remise sur Vitalmer Spiruline',
      title: 'Offre Spiruline',
      text: 'Votre Vitalmer Spiruline à -20 %\u202f: la cure idéale pour retrouver de l’énergie.',
    },
    {
      code: FIRST_ORDER_CODE,
      benefit: { kind: 'first_order' },
      loginRequired: true,
      description: '10 % de remise sur votre première commande',
    },
    {
      code: 'FIDELITE10',
      benefit: { kind: 'cart_discount', unit: 'percent', value: 10 },
      loginRequired: true,
      description: '10 % de remise réservés aux clients connectés',
    },
    {
      code: 'HIVER2025',
      benefit: { kind: 'cart_discount', unit: 'percent', value: 20 },
      validFrom: new Date('2025-12-01T00:00:00+01:00'),
      validUntil: new Date('2026-01-07T00:00:00+01:00'),
      description: '20 % de remise pour l’hiver',
    },
  ];
}

/** A fixed instant, so the seed writes the same rows every time. */
const ASM_USED_AT = new Date('2025-10-02T09:30:00+02:00');

/** The seeded codes; idempotent (existing codes are left as they are). */
export async function seedCodes(tx: ShopDatabase): Promise<void> {
  const seeds = promoCodeSeeds(
    await productIdOf(tx, FREE_SAMPLE_SLUG),
    await productIdOf(tx, DISCOUNTED_SLUG),
  );
  await tx
    .insert(promoCodes)
    .values(seeds.map((seed) => ({ ...seed, title: seed.title ?? '', text: seed.text ?? '' })))
    .onConflictDoNothing();
  await tx
    .insert(asmCodes)
    .values([
      { code: 'ASM-2026-A7K3' },
      { code: 'ASM-2026-Q9D2' },
      { code: 'ASM-2025-USED', usedAt: ASM_USED_AT },
    ])
    .onConflictDoNothing();
}
