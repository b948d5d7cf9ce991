import { and, asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { centsToEuros } from '@shop/domain';
import {
  CarrierSchema,
  CategorySchema,
  CivilityItemSchema,
  CountrySettingSchema,
  CustomerOriginSchema,
  PaymentMethodSchema,
  type Carrier,
  type Category,
  type CivilityItem,
  type CountrySetting,
  type CustomerOrigin,
  type InnovationCategory,
  type Menu,
  type PaymentMethod,
  type Setting,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import {
  carriers,
  categories,
  civilities,
  countrySettings,
  customerOrigins,
  innovationCategories,
  menuItems,
  menus,
  pages,
  paymentMethods,
  settings,
} from '../../db/schema';

/** Settings, menus and reference lists. Rows are parsed so a bad row fails here, not in a browser. */

export async function listSettings(db: ShopDatabase, code?: string): Promise<Setting[]> {
  return db
    .select({ code: settings.code, values: settings.values })
    .from(settings)
    .where(code === undefined ? undefined : eq(settings.code, code))
    .orderBy(asc(settings.code));
}

export async function listMenus(db: ShopDatabase, code?: string): Promise<Menu[]> {
  const [menuRows, itemRows] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(code === undefined ? undefined : eq(menus.code, code))
      .orderBy(asc(menus.code)),
    db
      .select()
      .from(menuItems)
      .where(code === undefined ? undefined : eq(menuItems.menuCode, code))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  return menuRows.map((menu) => {
    const ofMenu = itemRows.filter((item) => item.menuCode === menu.code);
    return {
      code: menu.code,
      label: menu.label,
      items: ofMenu
        .filter((item) => item.parentId === null)
        .map((item) => ({
          code: item.code,
          label: item.label,
          slug: item.slug,
          childs: ofMenu
            .filter((child) => child.parentId === item.id)
            .map((child) => ({ label: child.label, slug: child.slug ?? '' })),
        })),
    };
  });
}

export async function listCountries(db: ShopDatabase, code?: string): Promise<CountrySetting[]> {
  const rows = await db
    .select()
    .from(countrySettings)
    .where(code === undefined ? undefined : eq(countrySettings.code, code.toUpperCase()))
    .orderBy(asc(countrySettings.code));
  return rows.map((row) =>
    v.parse(CountrySettingSchema, {
      code: row.code,
      label: row.label,
      contact: row.contact,
      url: row.url,
      pro_url: row.proUrl,
      corporate_url: row.corporateUrl,
    }),
  );
}

export async function listOrigins(db: ShopDatabase): Promise<CustomerOrigin[]> {
  const rows = await db
    .select({ id: customerOrigins.id, code: customerOrigins.code, label: customerOrigins.label })
    .from(customerOrigins)
    .orderBy(asc(customerOrigins.position));
  return rows.map((row) => v.parse(CustomerOriginSchema, row));
}

export async function listCivilities(db: ShopDatabase, id?: number): Promise<CivilityItem[]> {
  const rows = await db
    .select({ id: civilities.id, label: civilities.label, short: civilities.short })
    .from(civilities)
    .where(id === undefined ? undefined : eq(civilities.id, id))
    .orderBy(asc(civilities.position));
  return rows.map((row) => v.parse(CivilityItemSchema, row));
}

export async function listCarriers(db: ShopDatabase, id?: number): Promise<Carrier[]> {
  const rows = await db
    .select()
    .from(carriers)
    .where(id === undefined ? undefined : eq(carriers.id, id))
    .orderBy(asc(carriers.position));
  return rows.map((row) =>
    v.parse(CarrierSchema, {
      id: row.id,
      code: row.code,
      label: row.label,
      description: row.description,
      cost: centsToEuros(row.costCents),
      delay: { min: row.delayMin, max: row.delayMax, unit: row.delayUnit },
    }),
  );
}

export async function listPaymentMethods(db: ShopDatabase, id?: number): Promise<PaymentMethod[]> {
  const rows = await db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      label: paymentMethods.label,
      kind: paymentMethods.kind,
    })
    .from(paymentMethods)
    .where(id === undefined ? undefined : eq(paymentMethods.id, id))
    .orderBy(asc(paymentMethods.position));
  return rows.map((row) => v.parse(PaymentMethodSchema, row));
}

export async function listCategories(db: ShopDatabase, id?: number): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.published, true))
    .orderBy(asc(categories.position), asc(categories.id));
  const base = (row: (typeof rows)[number]) => ({
    id: row.id,
    slug: row.slug,
    label: row.label,
    description: row.description,
    parent_id: row.parentId,
    order: row.position,
  });
  return rows
    .filter((row) => (id === undefined ? row.parentId === null : row.id === id))
    .map((row) =>
      v.parse(CategorySchema, {
        ...base(row),
        children: rows.filter((child) => child.parentId === row.id).map(base),
      }),
    );
}

export async function listInnovationCategories(
  db: ShopDatabase,
  id?: number,
): Promise<InnovationCategory[]> {
  const rows = await db
    .select({
      id: innovationCategories.id,
      slug: innovationCategories.slug,
      label: innovationCategories.label,
      order: innovationCategories.position,
      page_count: count(pages.id),
    })
    .from(innovationCategories)
    .leftJoin(
      pages,
      and(eq(pages.innovationCategoryId, innovationCategories.id), eq(pages.published, true)),
    )
    .where(id === undefined ? undefined : eq(innovationCategories.id, id))
    .groupBy(innovationCategories.id)
    .orderBy(asc(innovationCategories.position));
  return rows;
}
