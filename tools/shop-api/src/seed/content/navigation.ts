import { DEFAULT_SHOP_ID } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { categories, menuItems, menus, redirections } from '../../db/schema';
import type { CatalogueContext } from './catalogue-context';

/** The four expertise areas of the laboratory and their sub-categories. */
const CATEGORY_TREE = [
  {
    slug: 'microbiotes',
    label: 'Microbiotes',
    description: 'Des probiotiques sélectionnés pour l’équilibre de la flore.',
    children: [
      ['flore-intestinale', 'Flore intestinale'],
      ['flore-intime', 'Flore intime'],
      ['flore-orl', 'Flore ORL'],
    ],
  },
  {
    slug: 'micronutrition',
    label: 'Micronutrition',
    description: 'Vitamines, minéraux et oligo-éléments pour couvrir vos besoins.',
    children: [
      ['vitamines', 'Vitamines'],
      ['mineraux', 'Minéraux'],
      ['omega-3', 'Oméga 3'],
    ],
  },
  {
    slug: 'phytonutrition',
    label: 'Phytonutrition',
    description: 'Le meilleur des plantes, titré et standardisé.',
    children: [
      ['plantes-sommeil', 'Plantes du sommeil'],
      ['plantes-articulations', 'Plantes des articulations'],
      ['plantes-digestion', 'Plantes de la digestion'],
    ],
  },
  {
    slug: 'nutrition',
    label: 'Nutrition',
    description: 'Des solutions nutritionnelles pour chaque moment de la vie.',
    children: [
      ['minceur', 'Minceur'],
      ['sport', 'Sport'],
      ['seniors', 'Seniors'],
    ],
  },
] as const;

export async function seedCategories(db: ShopDatabase): Promise<void> {
  const rows: (typeof categories.$inferInsert)[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((root, rootIndex) => {
    const rootId = (id += 1);
    rows.push({
      id: rootId,
      slug: root.slug,
      label: root.label,
      description: root.description,
      position: rootIndex,
    });
    root.children.forEach(([slug, label], index) => {
      rows.push({ id: (id += 1), slug, label, parentId: rootId, position: index });
    });
  });
  await db.insert(categories).values(rows);
}

interface MenuEntry {
  code: string;
  label: string;
  slug: string | null;
  childs: { label: string; slug: string }[];
}

function headerMenu(catalogue: CatalogueContext): MenuEntry[] {
  const rootNeeds = catalogue.needs.filter((need) => need.parentId === null).slice(0, 10);
  return [
    {
      code: 'products',
      label: 'Nos produits',
      slug: 'produits',
      childs: CATEGORY_TREE.map((root) => ({
        label: root.label,
        slug: `produits/-categories--${root.slug}`,
      })),
    },
    {
      code: 'needs',
      label: 'Vos besoins',
      slug: 'besoins',
      childs: rootNeeds.map((need) => ({ label: need.label, slug: `besoin/${need.slug}` })),
    },
    {
      code: 'brands',
      label: 'Nos marques',
      slug: 'marques',
      childs: catalogue.brands.map((brand) => ({
        label: brand.name,
        slug: `marque/${brand.slug}`,
      })),
    },
    {
      code: 'advice',
      label: 'Conseils santé',
      slug: 'conseils',
      childs: [
        { label: 'Sommeil et relaxation', slug: 'conseils/sommeil' },
        { label: 'Digestion et microbiote', slug: 'conseils/digestion' },
        { label: 'Défenses naturelles', slug: 'conseils/immunite' },
        { label: 'Énergie et vitalité', slug: 'conseils/energie' },
      ],
    },
    { code: 'quality', label: 'Qualité et innovation', slug: 'qualite-innovations', childs: [] },
  ];
}

const FOOTER_MENU: MenuEntry[] = [
  {
    code: 'laboratory',
    label: 'Le laboratoire',
    slug: null,
    childs: [
      { label: 'À propos', slug: 'a-propos' },
      { label: 'Actualités', slug: 'actualites' },
      { label: 'Qualité et innovation', slug: 'qualite-innovations' },
      { label: 'Qui peut vous conseiller\u202f?', slug: 'interlocuteur' },
    ],
  },
  {
    code: 'help',
    label: 'Aide',
    slug: null,
    childs: [
      { label: 'Votre aide en ligne', slug: 'votre-aide-en-ligne' },
      { label: 'Nous contacter', slug: 'contact' },
      { label: 'Formulaire de rétractation', slug: 'retractation' },
      { label: 'Trouver une pharmacie', slug: 'trouver-une-pharmacie' },
    ],
  },
  {
    code: 'legal',
    label: 'Informations légales',
    slug: null,
    childs: [
      { label: 'Conditions générales de vente', slug: 'cgv' },
      { label: 'Mentions légales', slug: 'mentions-legales' },
      { label: 'Protection des données', slug: 'protection-des-donnees' },
    ],
  },
];

export async function seedMenus(db: ShopDatabase, catalogue: CatalogueContext): Promise<void> {
  await db.insert(menus).values([
    { code: 'header', label: 'Menu principal' },
    { code: 'footer', label: 'Menu du pied de page' },
  ]);
  const rows: (typeof menuItems.$inferInsert)[] = [];
  let id = 0;
  for (const [menuCode, entries] of [
    ['header', headerMenu(catalogue)],
    ['footer', FOOTER_MENU],
  ] as const) {
    entries.forEach((entry, position) => {
      const parentId = (id += 1);
      rows.push({
        id: parentId,
        menuCode,
        code: entry.code,
        label: entry.label,
        slug: entry.slug,
        position,
      });
      entry.childs.forEach((child, index) => {
        rows.push({
          id: (id += 1),
          menuCode,
          parentId,
          code: `${entry.code}_${index + 1}`,
          label: child.label,
          slug: child.slug,
          position: index,
        });
      });
    });
  }
  await db.insert(menuItems).values(rows);
}

/**
 * Redirections managed in the CMS (the static 301s of SPEC.md §2 live in libs/domain).
 * Sources are stored as the lookup compares them: lowercase, no trailing slash.
 */
export const REDIRECTIONS = [
  {
    source: '/fr/conseil/bien-dormir-en-hiver',
    type: 301,
    target: '/fr/conseil/bien-dormir-quand-les-jours-raccourcissent',
  },
  { source: '/fr/conseils/microbiote', type: 301, target: '/fr/conseils/digestion' },
  {
    source: '/fr/actualite/salon-pharmagora-2025',
    type: 301,
    target: '/fr/actualite/les-laboratoires-aubepine-au-salon-pharmagora',
  },
  { source: '/fr/qualite', type: 301, target: '/fr/qualite-innovations' },
  { source: '/fr/soldes', type: 302, target: '/fr/produits' },
  { source: '/fr/offre-rentree', type: 302, target: '/fr/quiz/quel-probiotique-pour-vous' },
  {
    source: '/fr/catalogue.pdf',
    type: 302,
    target: 'https://www.laboratoires-aubepine.example/catalogue-2026.pdf',
  },
] as const;

export async function seedRedirections(db: ShopDatabase): Promise<void> {
  await db
    .insert(redirections)
    .values(REDIRECTIONS.map((row, index) => ({ ...row, id: index + 1, shopId: DEFAULT_SHOP_ID })));
}
