import type { PageType } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { innovationCategories, pageAssociations, pageProducts, pages } from '../../db/schema';
import type { CatalogueContext } from './catalogue-context';
import { CORNER_PAGE_TITLES, CORNER_TEXTS } from './corner-pages';
import { LEGAL_PAGES, type LegalPageSlug } from './legal-pages';
import { pageBody, pageSummary, THEME_SENTENCES } from './page-bodies';
import { normalizeSearchText } from '../../repositories/search-text';
import { createRandom, type Random } from '../random';

type Theme = keyof typeof THEME_SENTENCES;

interface PageSeed {
  id: number;
  type: PageType;
  slug: string;
  title: string;
  theme: Theme;
  published?: boolean;
  parentId?: number | null;
  brandId?: number | null;
  needId?: number | null;
  innovationCategoryId?: number | null;
  downloadName?: string | null;
  sections?: string[];
  extra?: string;
  productSlugs?: string[];
  /** A text written for the page (legal pages, corner pages), in place of the generated one. */
  written?: { summary: string; body: string };
}

const ADVICE_THEMES: { slug: string; title: string; theme: Theme; articles: string[] }[] = [
  {
    slug: 'sommeil',
    title: 'Sommeil et relaxation',
    theme: 'sommeil',
    articles: [
      'Bien dormir quand les jours raccourcissent',
      'Le rituel du coucher en cinq étapes',
      'Magnésium et sommeil\u202f: ce que dit la science',
    ],
  },
  {
    slug: 'digestion',
    title: 'Digestion et microbiote',
    theme: 'digestion',
    articles: [
      'Prendre soin de son microbiote au quotidien',
      'Probiotiques et prébiotiques\u202f: quelle différence\u202f?',
      'Ballonnements\u202f: les gestes qui soulagent',
    ],
  },
  {
    slug: 'immunite',
    title: 'Défenses naturelles',
    theme: 'immunite',
    articles: [
      'Préparer ses défenses avant l’hiver',
      'Vitamine D\u202f: faut-il se supplémenter\u202f?',
    ],
  },
  {
    slug: 'energie',
    title: 'Énergie et vitalité',
    theme: 'energie',
    articles: [
      'Fatigue passagère\u202f: les nutriments à connaître',
      'Magnésium marin\u202f: pourquoi en manquons-nous\u202f?',
    ],
  },
  {
    slug: 'articulations',
    title: 'Articulations et mobilité',
    theme: 'articulations',
    articles: [
      'Garder des articulations souples après 50 ans',
      'Curcuma\u202f: une épice précieuse',
    ],
  },
  {
    slug: 'beaute',
    title: 'Beauté de la peau et des cheveux',
    theme: 'beaute',
    articles: [
      'Cheveux fatigués\u202f: nos conseils de saison',
      'Une belle peau commence dans l’assiette',
    ],
  },
];

const INNOVATION_CATEGORIES = [
  { slug: 'recherche', label: 'Recherche' },
  { slug: 'qualite', label: 'Qualité' },
  { slug: 'formulation', label: 'Formulation' },
  { slug: 'engagements', label: 'Engagements' },
];

const INNOVATION_PAGES: { title: string; category: string; download?: string }[] = [
  { title: 'Nos souches de probiotiques brevetées', category: 'recherche' },
  { title: 'Un partenariat avec l’université de Lyon', category: 'recherche' },
  {
    title: 'Le contrôle qualité, lot après lot',
    category: 'qualite',
    download: 'charte-qualite.pdf',
  },
  { title: 'Des matières premières tracées', category: 'qualite' },
  { title: 'La microencapsulation des probiotiques', category: 'formulation' },
  { title: 'Des gélules d’origine végétale', category: 'formulation' },
  { title: 'Des emballages plus responsables', category: 'engagements' },
  { title: 'Fabriqué en France, à Lyon', category: 'engagements', download: 'rapport-rse.pdf' },
];

const NEWS: { title: string; published?: boolean; extra?: string }[] = [
  { title: 'Nouvelle formule de notre magnésium marin' },
  { title: 'Les Laboratoires Aubépine au salon Pharmagora' },
  { title: 'Une nouvelle gamme dédiée au confort intime' },
  {
    title: 'Webinaire\u202f: le microbiote expliqué aux familles',
    // An editor pasted a video widget with its script: the storefront must sanitise it.
    extra:
      '<div class="video"><img src="/media/webinaire.jpg" onerror="alert(\'xss\')" alt="Webinaire"></div>\n<script>document.cookie = "tracking=1"; alert("xss");</script>',
  },
  { title: 'La Fondation Aubépine soutient la recherche sur le sommeil' },
  { title: 'Nos engagements pour 2026', published: false },
];

/**
 * The information pages, written out in ./legal-pages. `sections` are those their former
 * generated text was drawn with: it is still drawn (writtenOrGenerated), and dropped.
 */
const CONTENT_PAGES: {
  slug: LegalPageSlug;
  title: string;
  download?: string;
  sections: string[];
}[] = [
  {
    slug: 'cgv',
    title: 'Conditions générales de vente',
    download: 'conditions-generales-de-vente.pdf',
    sections: [
      'Article 1\u202f: Objet',
      'Article 2\u202f: Prix',
      'Article 3\u202f: Commande',
      'Article 4\u202f: Paiement',
      'Article 5\u202f: Livraison',
      'Article 6\u202f: Droit de rétractation',
    ],
  },
  {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    sections: ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle'],
  },
  {
    slug: 'protection-des-donnees',
    title: 'Protection des données personnelles',
    sections: ['Données collectées', 'Finalités', 'Vos droits', 'Cookies'],
  },
  {
    slug: 'votre-aide-en-ligne',
    title: 'Votre aide en ligne',
    sections: ['Commander', 'Livraison', 'Paiement', 'Retours et rétractation', 'Mon compte'],
  },
  {
    slug: 'a-propos',
    title: 'À propos des Laboratoires Aubépine',
    sections: ['Notre histoire', 'Nos quatre expertises', 'Nos équipes'],
  },
];

function slugify(text: string): string {
  return normalizeSearchText(text)
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Mid-January 2026 minus `days`, at 9:00 Paris time. */
function publishedAt(days: number): string {
  return new Date(Date.UTC(2026, 0, 15, 8, 0, 0) - days * 86_400_000).toISOString();
}

function buildSeeds(catalogue: CatalogueContext): {
  seeds: PageSeed[];
  associations: [number, number][];
} {
  const seeds: PageSeed[] = [];
  const associations: [number, number][] = [];
  let id = 0;
  const next = () => (id += 1);

  for (const theme of ADVICE_THEMES) {
    const themeId = next();
    seeds.push({
      id: themeId,
      type: 'advice_theme',
      slug: theme.slug,
      title: theme.title,
      theme: theme.theme,
    });
    const articleIds: number[] = [];
    theme.articles.forEach((title, index) => {
      const articleId = next();
      articleIds.push(articleId);
      seeds.push({
        id: articleId,
        type: 'advice',
        slug: slugify(title),
        title,
        theme: theme.theme,
        parentId: themeId,
        // One draft, for the previews.
        published: !(theme.slug === 'beaute' && index === 1),
        productSlugs: /magn/i.test(title) ? ['magnesium-marin-90-comprimes'] : [],
      });
    });
    for (const a of articleIds) for (const b of articleIds) if (a !== b) associations.push([a, b]);
  }

  INNOVATION_PAGES.forEach((page) => {
    seeds.push({
      id: next(),
      type: 'innovation',
      slug: slugify(page.title),
      title: page.title,
      theme: 'qualite',
      innovationCategoryId: INNOVATION_CATEGORIES.findIndex((c) => c.slug === page.category) + 1,
      downloadName: page.download ?? null,
      productSlugs: page.title.includes('probiotiques') ? ['intima'] : [],
    });
  });

  NEWS.forEach((page) => {
    seeds.push({
      id: next(),
      type: 'actualite',
      slug: slugify(page.title),
      title: page.title,
      theme: page.title.includes('sommeil') ? 'sommeil' : 'digestion',
      published: page.published ?? true,
      extra: page.extra,
      productSlugs: page.title.includes('magnésium')
        ? ['magnesium-marin-90-comprimes']
        : page.title.includes('intime')
          ? ['intima']
          : [],
    });
  });

  for (const page of CONTENT_PAGES) {
    seeds.push({
      id: next(),
      type: 'content',
      slug: page.slug,
      title: page.title,
      theme: 'qualite',
      sections: page.sections,
      downloadName: page.download ?? null,
      written: LEGAL_PAGES[page.slug],
    });
  }

  // A page for each need: its presentation on the needs list and the need's page.
  for (const need of catalogue.needs) {
    const root =
      need.parentId === null ? need : catalogue.needs.find((n) => n.id === need.parentId);
    const theme = (Object.keys(THEME_SENTENCES).find((key) => root?.slug.includes(key)) ??
      (root?.slug === 'femme' ? 'femme' : 'energie')) as Theme;
    seeds.push({
      id: next(),
      type: 'need',
      slug: need.slug,
      title: need.label,
      theme,
      needId: need.id,
    });
  }

  for (const brand of catalogue.brands.filter((b) => b.hasCorner)) {
    const homeId = next();
    const texts = CORNER_TEXTS[brand.slug];
    seeds.push({
      id: homeId,
      type: 'brand_corner_main',
      slug: brand.slug,
      title: brand.name,
      theme: brand.slug === 'lactea' ? 'femme' : 'qualite',
      brandId: brand.id,
      productSlugs: catalogue.products.filter((p) => p.brandId === brand.id).map((p) => p.slug),
      ...(texts ? { written: texts.story } : {}),
    });
    for (const title of CORNER_PAGE_TITLES) {
      seeds.push({
        id: next(),
        type: 'brand_corner_page',
        slug: slugify(title),
        title: `${brand.name}\u202f: ${title.toLowerCase()}`,
        theme: 'qualite',
        parentId: homeId,
        brandId: brand.id,
        ...(texts ? { written: texts.pages[title] } : {}),
      });
    }
  }
  return { seeds, associations };
}

/** Products a page shows: the named ones that exist, else a few picked at random. */
function pageProductIds(random: Random, seed: PageSeed, catalogue: CatalogueContext): number[] {
  const named = (seed.productSlugs ?? [])
    .map((slug) => catalogue.products.find((p) => p.slug === slug)?.id)
    .filter((value): value is number => value !== undefined);
  if (seed.type === 'brand_corner_main') return named.slice(0, 8);
  if (!['advice', 'innovation', 'actualite'].includes(seed.type)) return named;
  const others = random.sample(
    catalogue.products.filter((p) => !named.includes(p.id)).map((p) => p.id),
    2,
  );
  return [...named, ...others];
}

/**
 * The page's summary and body: its written text when it has one. The generated text is
 * drawn all the same, so that every other page keeps the text it had.
 */
function writtenOrGenerated(random: Random, seed: PageSeed): { summary: string; body: string } {
  const generated = {
    summary: pageSummary(random, seed.theme),
    body: pageBody(random, {
      title: seed.title,
      theme: seed.theme,
      ...(seed.sections ? { sections: seed.sections } : {}),
      ...(seed.extra ? { extra: seed.extra } : {}),
    }),
  };
  return seed.written ?? generated;
}

export interface SeededPages {
  /** Published advice articles, newest first. */
  adviceIds: number[];
  /** Published advice, news and need pages by theme (`sommeil`, `femme`…). */
  pagesByTheme: Map<string, number[]>;
}

export async function seedPages(
  db: ShopDatabase,
  catalogue: CatalogueContext,
): Promise<SeededPages> {
  const random = createRandom(4_2026);
  await db.insert(innovationCategories).values(
    INNOVATION_CATEGORIES.map((category, index) => ({
      ...category,
      id: index + 1,
      position: index,
    })),
  );

  const { seeds, associations } = buildSeeds(catalogue);
  const magnesium = catalogue.products.find((p) => p.slug === 'magnesium-marin-90-comprimes');
  const rows = seeds.map((seed, index) => ({
    id: seed.id,
    type: seed.type,
    slug: seed.slug,
    title: seed.title,
    titleSearch: normalizeSearchText(seed.title),
    published: seed.published ?? true,
    publishedAt: publishedAt(index * 7 + random.int(0, 6)),
    parentId: seed.parentId ?? null,
    brandId: seed.brandId ?? null,
    needId: seed.needId ?? null,
    innovationCategoryId: seed.innovationCategoryId ?? null,
    downloadName: seed.downloadName ?? null,
    position: index,
    verticalImageAlt: seed.title,
    ...writtenOrGenerated(random, seed),
  }));
  await db.insert(pages).values(rows);

  const links = seeds.flatMap((seed) =>
    pageProductIds(random, seed, catalogue).map((productId, position) => ({
      pageId: seed.id,
      productId,
      position,
    })),
  );
  // The magnesium product gets enough pages to page through (four at a time).
  if (magnesium) {
    for (const seed of seeds.filter((s) => s.type === 'advice' && s.published !== false)) {
      if (!links.some((l) => l.pageId === seed.id && l.productId === magnesium.id)) {
        links.push({ pageId: seed.id, productId: magnesium.id, position: 9 });
      }
    }
  }
  if (links.length > 0) await db.insert(pageProducts).values(links);
  if (associations.length > 0) {
    await db.insert(pageAssociations).values(
      associations.map(([pageId, associatedPageId], position) => ({
        pageId,
        associatedPageId,
        position,
      })),
    );
  }
  const published = rows.filter((row) => row.published);
  const pagesByTheme = new Map<string, number[]>();
  for (const seed of seeds) {
    if (seed.published === false || !['advice', 'actualite', 'need'].includes(seed.type)) continue;
    pagesByTheme.set(seed.theme, [...(pagesByTheme.get(seed.theme) ?? []), seed.id]);
  }
  return {
    adviceIds: published
      .filter((row) => row.type === 'advice')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((row) => row.id),
    pagesByTheme,
  };
}
