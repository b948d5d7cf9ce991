import {
  areVolumeTiersValid,
  eurosToCents,
  isGiftPrice,
  percentOf,
  type VolumePriceTier,
} from '@shop/domain';
import type { products } from '../../db/schema';
import { productImagePath } from '../../repositories/catalogue/media-paths';
import { normalizeSearchText, searchKeysOf } from '../../repositories/search-text';
import type { BrandSeed, NeedSeed } from './brands-needs';
import { FORM_TEXTS, ingredientsOf, nutritionalRowsOf, PRODUCT_LABELS } from './product-texts';
import type { ProductSeed } from './products';
import type { Random } from '../random';
import { addDays, CATALOGUE_REFERENCE_DATE } from './reference-date';

export interface CatalogueLookup {
  brandBySlug: ReadonlyMap<string, BrandSeed>;
  needBySlug: ReadonlyMap<string, NeedSeed>;
  defaultPlanId: number;
  /** The other plans (professional): 25 % off, no suggested price. */
  otherPlanIds: readonly number[];
}

export interface SearchWordRow {
  kind: 'product' | 'brand' | 'need';
  entityId: number;
  word: string;
  rank: number;
  position: number;
  sortName: string;
}

export interface ProductRows {
  product: typeof products.$inferInsert;
  prices: {
    productId: number;
    salesplanId: number;
    price: number;
    suggestedPrice: number | null;
    volumePrices: VolumePriceTier[];
  }[];
  categories: { productId: number; categorySlug: string }[];
  needs: { productId: number; needId: number }[];
  words: SearchWordRow[];
}

/**
 * Words of an entity's texts (its name first) as searches read them (`searchKeysOf`:
 * plurals stemmed, elisions dropped), each word once with its best rank and then its
 * earliest place; `texts[0]` also gives the name the suggestions sort by.
 */
export function searchWordRows(
  kind: SearchWordRow['kind'],
  entityId: number,
  texts: readonly { text: string; rank: number }[],
): SearchWordRow[] {
  const best = new Map<string, { rank: number; position: number }>();
  for (const { text, rank } of texts) {
    searchKeysOf(text).forEach((word, position) => {
      const known = best.get(word);
      if (!known || rank < known.rank || (rank === known.rank && position < known.position)) {
        best.set(word, { rank, position });
      }
    });
  }
  const sortName = normalizeSearchText(texts[0]?.text ?? '');
  return [...best].map(([word, { rank, position }]) => ({
    kind,
    entityId,
    word,
    rank,
    position,
    sortName,
  }));
}

function volumeTiers(price: number, random: Random): VolumePriceTier[] {
  if (price === 0 || !random.chance(0.6)) return [];
  const tiers: VolumePriceTier[] = [
    { minQuantity: 2, maxQuantity: 3, unitPrice: percentOf(price, 95) },
    { minQuantity: 4, maxQuantity: null, unitPrice: percentOf(price, 90) },
  ];
  if (!areVolumeTiersValid(tiers)) throw new Error('seed: invalid volume price tiers');
  return tiers;
}

function newDates(random: Random): { isNewFrom: string | null; isNewTo: string | null } {
  const roll = random.next();
  if (roll < 0.15) {
    return {
      isNewFrom: addDays(CATALOGUE_REFERENCE_DATE, -random.int(5, 60)),
      isNewTo: addDays(CATALOGUE_REFERENCE_DATE, 3 * 365),
    };
  }
  if (roll < 0.22) {
    return {
      isNewFrom: addDays(CATALOGUE_REFERENCE_DATE, -400),
      isNewTo: addDays(CATALOGUE_REFERENCE_DATE, -310),
    };
  }
  return { isNewFrom: null, isNewTo: null };
}

/**
 * Sub-categories of the content area's category tree (by slug) a product also belongs
 * to, read from its area and needs; a slug the tree lacks simply links nothing.
 */
const SUB_CATEGORIES: readonly {
  area: string;
  sub: string;
  needs?: readonly string[];
  name?: RegExp;
}[] = [
  { area: 'microbiotes', sub: 'flore-intime', needs: ['confort-intime', 'menopause', 'grossesse'] },
  { area: 'microbiotes', sub: 'flore-orl', needs: ['defenses-naturelles', 'saison-hivernale'] },
  { area: 'microbiotes', sub: 'flore-intestinale' },
  { area: 'micronutrition', sub: 'omega-3', name: /oméga|krill/i },
  { area: 'micronutrition', sub: 'vitamines', name: /vitamine/i },
  { area: 'micronutrition', sub: 'mineraux' },
  { area: 'phytonutrition', sub: 'plantes-sommeil', needs: ['sommeil', 'stress', 'humeur'] },
  { area: 'phytonutrition', sub: 'plantes-articulations', needs: ['articulations-souples'] },
  {
    area: 'phytonutrition',
    sub: 'plantes-digestion',
    needs: ['ballonnements', 'detox', 'transit'],
  },
  { area: 'nutrition', sub: 'minceur', needs: ['controle-poids'] },
  { area: 'nutrition', sub: 'sport', needs: ['fatigue', 'articulations-souples'] },
];

function subCategoryOf(area: string, seed: ProductSeed): string | null {
  const rule = SUB_CATEGORIES.find(
    (candidate) =>
      candidate.area === area &&
      (candidate.needs === undefined ||
        candidate.needs.some((need) => seed.needs.includes(need))) &&
      (candidate.name === undefined || candidate.name.test(seed.name)),
  );
  return rule?.sub ?? null;
}

/** Every row of one product, drawn from `random` (seeded by the product, not by order). */
export function buildProductRows(
  id: number,
  seed: ProductSeed,
  random: Random,
  lookup: CatalogueLookup,
): ProductRows {
  const brand = lookup.brandBySlug.get(seed.brand);
  if (!brand) throw new Error(`seed: unknown brand ${seed.brand}`);
  const needs = seed.needs.map((slug) => {
    const need = lookup.needBySlug.get(slug);
    if (!need) throw new Error(`seed: unknown need ${slug}`);
    return need;
  });
  const areas = [...new Set([brand.category, ...(seed.alsoIn ?? [])])];
  const categorySlugs = [...areas, ...areas.flatMap((area) => subCategoryOf(area, seed) ?? [])];
  const form = FORM_TEXTS[seed.form];
  const rows = nutritionalRowsOf(seed.actives);
  const conditioning = form.conditioning(seed.count);
  const price = eurosToCents(seed.price);
  const gift = isGiftPrice(price);
  const nutrition = brand.category === 'nutrition';
  const { isNewFrom, isNewTo } = newDates(random);
  const labels = PRODUCT_LABELS.filter(() => random.chance(0.3)).map((label) => label.code);
  const needLabels = needs.map((need) => need.label.toLowerCase()).join(', ');
  const activesText = rows
    .map((row) => row.label)
    .slice(0, 3)
    .join(', ')
    .toLowerCase();
  const suggested =
    !gift && random.chance(0.7)
      ? Math.max(price, eurosToCents(Math.ceil(seed.price * 1.12) - 0.1))
      : null;
  const volumePrices = volumeTiers(price, random);

  return {
    product: {
      id,
      slug: seed.slug,
      name: seed.name,
      brandId: brand.id,
      published: seed.published ?? true,
      searchName: normalizeSearchText(seed.name),
      position: id * 10,
      summary: `${nutrition ? 'Préparation nutritionnelle' : 'Complément alimentaire'} ${brand.name}\u202f: ${needLabels}.`,
      description: `${seed.name} associe ${activesText}. ${conditioning}. ${needs.map((need) => need.description).join(' ')}`,
      promoted: !gift && random.chance(0.2),
      specialOffer: !gift && random.chance(0.15),
      isNewFrom,
      isNewTo,
      isNewFormulae: isNewFrom === null && random.chance(0.1),
      smallImageUrl: productImagePath(seed.slug),
      smallImageAlt: `${seed.name}, ${conditioning.toLowerCase()}`,
      conditioning,
      weight: form.weight(seed.count),
      volume: form.volume(seed.count),
      ingredients: ingredientsOf(rows, seed.form),
      usage: form.usage,
      nutritionalAnalysis: rows,
      labels,
      stock: gift ? 1000 : random.chance(0.1) ? 0 : random.int(3, 400),
    },
    prices: [
      {
        productId: id,
        salesplanId: lookup.defaultPlanId,
        price,
        suggestedPrice: suggested,
        volumePrices,
      },
      ...lookup.otherPlanIds.map((salesplanId) => ({
        productId: id,
        salesplanId,
        price: percentOf(price, 75),
        suggestedPrice: null,
        volumePrices: [],
      })),
    ],
    categories: categorySlugs.map((categorySlug) => ({ productId: id, categorySlug })),
    needs: needs.map((need) => ({ productId: id, needId: need.id })),
    // Unpublished products and gifts are found by no search: nobody can buy them.
    words:
      !(seed.published ?? true) || gift
        ? []
        : searchWordRows('product', id, [
            { text: seed.name, rank: 1 },
            { text: brand.name, rank: 2 },
            ...needs.map((need) => ({ text: need.label, rank: 3 })),
          ]),
  };
}
