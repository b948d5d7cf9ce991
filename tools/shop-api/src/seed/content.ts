import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { settings } from '../db/schema';
import { readCatalogue } from './content/catalogue-context';
import { seedHomepage, seedQuizzes, seedThematics } from './content/engagement';
import { seedCategories, seedMenus, seedRedirections } from './content/navigation';
import { seedPages } from './content/pages';
import { seedReferenceData } from './content/reference';

/**
 * Writes the content reference data unless it is there already. It reads the brands,
 * needs and products the catalogue seed wrote just before, by slug, never by a fixed id.
 */
export async function seedContent(db: ShopDatabase): Promise<void> {
  const done = await db
    .select({ code: settings.code })
    .from(settings)
    .where(eq(settings.code, 'activate_popup'))
    .limit(1);
  if (done.length > 0) return;

  const catalogue = await readCatalogue(db);
  await seedReferenceData(db);
  await seedCategories(db);
  await seedMenus(db, catalogue);
  const { adviceIds, pagesByTheme } = await seedPages(db, catalogue);
  await seedHomepage(db, catalogue, adviceIds);
  await seedQuizzes(db, catalogue);
  await seedThematics(db, catalogue, pagesByTheme);
  await seedRedirections(db);
}
