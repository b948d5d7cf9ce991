import { DEFAULT_SHOP_ID } from '@shop/domain';
import type { ShopDatabase } from '../db/open-database';
import { salesplans, shopLanguages, shops } from '../db/schema';

/** The laboratory's shop: an invented name and a reserved `.example` domain. */
export const DEFAULT_SHOP = {
  id: DEFAULT_SHOP_ID,
  name: 'Laboratoires Aubépine',
  url: 'https://www.aubepine.example',
};

/** French is the storefront's locale; the others exist in the server's locale list (§9). */
const LANGUAGES = [
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'it', label: 'Italiano' },
];

const SALESPLANS = [
  { id: 1, target: 'default', currencySymbol: '€' },
  { id: 2, target: 'professional', currencySymbol: '€' },
];

/** Writes the default shop unless it is there already; safe to run at every start. */
export async function seedShop(db: ShopDatabase): Promise<void> {
  await db.insert(shops).values(DEFAULT_SHOP).onConflictDoNothing();
  await db
    .insert(shopLanguages)
    .values(
      LANGUAGES.map((language, position) => ({ ...language, shopId: DEFAULT_SHOP.id, position })),
    )
    .onConflictDoNothing();
  await db
    .insert(salesplans)
    .values(SALESPLANS.map((plan) => ({ ...plan, shopId: DEFAULT_SHOP.id })))
    .onConflictDoNothing();
}
