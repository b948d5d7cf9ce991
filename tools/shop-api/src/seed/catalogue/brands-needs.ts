/**
 * The brands and needs tree of the seeded catalogue: invented names, the
 * slugs that libs/domain's redirect rules and the corner sites rely on.
 */

/**
 * The laboratory's four expertise areas (SPEC.md §1): slugs of the content area's
 * `categories`, which that seed writes after the catalogue.
 */
export const EXPERTISE_AREAS = [
  'microbiotes',
  'micronutrition',
  'phytonutrition',
  'nutrition',
] as const;

export interface BrandSeed {
  id: number;
  slug: string;
  name: string;
  color: string;
  hasCorner: boolean;
  /** Expertise area of most of its products. */
  category: (typeof EXPERTISE_AREAS)[number];
  description: string;
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    id: 1,
    slug: 'lactea',
    name: 'Lactéa',
    color: '#2e7d9a',
    hasCorner: true,
    category: 'microbiotes',
    description: 'La gamme de probiotiques du laboratoire, souche par souche, flore par flore.',
  },
  {
    id: 2,
    slug: 'phytaline',
    name: 'Phytaline',
    color: '#4f8a3c',
    hasCorner: true,
    category: 'phytonutrition',
    description: 'Des extraits de plantes standardisés pour le sommeil, le stress et la vitalité.',
  },
  {
    id: 3,
    slug: 'nutrisens',
    name: 'Nutrisens',
    color: '#d9822b',
    hasCorner: true,
    category: 'nutrition',
    description: 'Protéines végétales, fibres et en-cas pensés pour une alimentation équilibrée.',
  },
  {
    id: 4,
    slug: 'magnevie',
    name: 'Magnévie',
    color: '#6a4c93',
    hasCorner: false,
    category: 'micronutrition',
    description: 'Magnésium, vitamines et minéraux sous leurs formes les mieux assimilées.',
  },
  {
    id: 5,
    slug: 'vitalmer',
    name: 'Vitalmer',
    color: '#1f5f8b',
    hasCorner: false,
    category: 'micronutrition',
    description: 'Les ressources de la mer\u202f: oméga-3, collagène marin et algues.',
  },
  {
    id: 6,
    slug: 'herbome',
    name: 'Herbôme',
    color: '#7a9a01',
    hasCorner: false,
    category: 'phytonutrition',
    description: 'Tisanes, ampoules et gélules de plantes de l’herboristerie traditionnelle.',
  },
  {
    id: 7,
    slug: 'florea',
    name: 'Floréa',
    color: '#c2185b',
    hasCorner: false,
    category: 'microbiotes',
    description: 'Le microbiote au féminin\u202f: confort intime, grossesse et ménopause.',
  },
];

export interface NeedSeed {
  id: number;
  slug: string;
  label: string;
  /** Slug of the root; absent for a root. */
  parent?: string;
  description: string;
  /** False for a need kept only for an old link (a redirect points elsewhere). */
  published?: boolean;
}

const root = (id: number, slug: string, label: string, description: string): NeedSeed => ({
  id,
  slug,
  label,
  description,
});

const sub = (
  id: number,
  parent: string,
  slug: string,
  label: string,
  description: string,
  published = true,
): NeedSeed => ({ id, slug, label, parent, description, published });

/** Nine roots and their sub-needs; every need's page is `/fr/besoin/{slug}`. */
export const NEED_SEEDS: readonly NeedSeed[] = [
  root(1, 'femme', 'Santé de la femme', 'Accompagner chaque étape de la vie d’une femme.'),
  root(2, 'digestion', 'Digestion et transit', 'Un ventre apaisé et une flore équilibrée.'),
  root(
    3,
    'sommeil-stress',
    'Sommeil et stress',
    'Retrouver des nuits calmes et des journées sereines.',
  ),
  root(4, 'energie', 'Énergie et vitalité', 'Faire face à la fatigue passagère.'),
  root(5, 'immunite', 'Immunité', 'Soutenir les défenses naturelles toute l’année.'),
  root(6, 'os-articulations', 'Os et articulations', 'Bouger avec aisance à tout âge.'),
  root(
    7,
    'beaute',
    'Beauté',
    'La beauté de la peau, des cheveux et des ongles vient aussi de l’intérieur.',
  ),
  root(8, 'coeur-circulation', 'Cœur et circulation', 'Prendre soin de son cœur et de ses jambes.'),
  root(9, 'silhouette', 'Silhouette et détox', 'Accompagner un rééquilibrage alimentaire.'),
  sub(10, 'femme', 'confort-intime', 'Confort intime', 'Préserver l’équilibre de la flore intime.'),
  sub(
    11,
    'femme',
    'infections-vaginales',
    'Infections vaginales',
    'Regroupé avec le confort intime.',
    false,
  ),
  sub(12, 'femme', 'menopause', 'Ménopause', 'Traverser la ménopause plus sereinement.'),
  sub(
    13,
    'femme',
    'grossesse',
    'Grossesse et allaitement',
    'Les apports clés avant, pendant et après la grossesse.',
  ),
  sub(14, 'digestion', 'transit', 'Transit intestinal', 'Un transit régulier, en douceur.'),
  sub(
    15,
    'digestion',
    'ballonnements',
    'Ballonnements',
    'Moins de gaz et de lourdeurs après les repas.',
  ),
  sub(
    16,
    'digestion',
    'flore-intestinale',
    'Flore intestinale',
    'Restaurer le microbiote après un déséquilibre.',
  ),
  sub(17, 'sommeil-stress', 'sommeil', 'Sommeil', 'S’endormir plus vite et mieux dormir.'),
  sub(
    18,
    'sommeil-stress',
    'stress',
    'Stress et anxiété',
    'Garder son calme face aux tensions du quotidien.',
  ),
  sub(19, 'sommeil-stress', 'humeur', 'Humeur', 'Retrouver le moral et l’élan.'),
  sub(20, 'energie', 'fatigue', 'Fatigue', 'Réduire la fatigue passagère.'),
  sub(
    21,
    'energie',
    'magnesium',
    'Apport en magnésium',
    'Le magnésium contribue à réduire la fatigue.',
  ),
  sub(
    22,
    'energie',
    'concentration',
    'Mémoire et concentration',
    'Rester concentré pendant les périodes chargées.',
  ),
  sub(
    23,
    'immunite',
    'defenses-naturelles',
    'Défenses naturelles',
    'Des défenses prêtes toute l’année.',
  ),
  sub(24, 'immunite', 'saison-hivernale', 'Passage de l’hiver', 'Aborder l’hiver sereinement.'),
  sub(
    25,
    'os-articulations',
    'articulations-souples',
    'Souplesse articulaire',
    'Des articulations mobiles et confortables.',
  ),
  sub(26, 'os-articulations', 'capital-osseux', 'Capital osseux', 'Préserver la solidité des os.'),
  sub(27, 'beaute', 'peau', 'Peau', 'Une peau nette, hydratée et lumineuse.'),
  sub(28, 'beaute', 'cheveux-ongles', 'Cheveux et ongles', 'Des cheveux et des ongles plus forts.'),
  sub(
    29,
    'coeur-circulation',
    'cholesterol',
    'Cholestérol',
    'Maintenir un taux de cholestérol normal.',
  ),
  sub(30, 'coeur-circulation', 'circulation', 'Jambes légères', 'Soulager les jambes lourdes.'),
  sub(31, 'silhouette', 'controle-poids', 'Contrôle du poids', 'Accompagner la perte de poids.'),
  sub(32, 'silhouette', 'detox', 'Drainage et détox', 'Soutenir les fonctions d’élimination.'),
];
