import type { ProductForm } from './products';

interface FormText {
  conditioning: (count: number) => string;
  weight: (count: number) => number | null;
  volume: (count: number) => number | null;
  usage: string;
  excipients: string;
  /** The word for one unit, to name the dose. */
  noun: string;
}

export const FORM_TEXTS: Record<ProductForm, FormText> = {
  gelules: {
    conditioning: (n) => `Boîte de ${n} gélules`,
    weight: (n) => Math.max(1, Math.round(n * 0.45)),
    volume: () => null,
    usage: '1 à 2 gélules par jour, avec un grand verre d’eau, au cours d’un repas.',
    excipients:
      'gélule végétale (hydroxypropylméthylcellulose), agent de charge\u202f: cellulose microcristalline, antiagglomérant\u202f: sels de magnésium d’acides gras',
    noun: 'gélule',
  },
  comprimes: {
    conditioning: (n) => `Boîte de ${n} comprimés`,
    weight: (n) => Math.max(1, Math.round(n * 0.8)),
    volume: () => null,
    usage: '1 comprimé matin et soir, à avaler avec un verre d’eau.',
    excipients:
      'agent de charge\u202f: phosphate dicalcique, antiagglomérant\u202f: dioxyde de silicium, agent d’enrobage\u202f: hydroxypropylméthylcellulose',
    noun: 'comprimé',
  },
  capsules: {
    conditioning: (n) => `Pilulier de ${n} capsules`,
    weight: (n) => Math.max(1, Math.round(n * 0.7)),
    volume: () => null,
    usage: '2 capsules par jour au cours du repas.',
    excipients:
      'capsule\u202f: gélatine de poisson, humectant\u202f: glycérol, antioxydant\u202f: tocophérols',
    noun: 'capsule',
  },
  sachets: {
    conditioning: (n) => (n === 1 ? 'Sachet individuel de 30 g' : `Boîte de ${n} sachets`),
    weight: (n) => (n === 1 ? 30 : n * 5),
    volume: () => null,
    usage: '1 sachet par jour à diluer dans un grand verre d’eau.',
    excipients:
      'arôme naturel, acidifiant\u202f: acide citrique, édulcorant\u202f: glycosides de stéviol',
    noun: 'sachet',
  },
  sticks: {
    conditioning: (n) => `Boîte de ${n} sticks`,
    weight: (n) => n * 4,
    volume: () => null,
    usage: '1 stick par jour, à verser directement sur la langue ou dans un verre d’eau.',
    excipients: 'agent de charge\u202f: maltodextrine, arôme naturel d’orange',
    noun: 'stick',
  },
  ampoules: {
    conditioning: (n) => `Boîte de ${n} ampoules de 10 ml`,
    weight: () => null,
    volume: (n) => n * 10,
    usage: '1 ampoule par jour, pure ou diluée dans un verre d’eau, le matin à jeun.',
    excipients: 'eau, conservateur\u202f: sorbate de potassium, arôme naturel',
    noun: 'ampoule',
  },
  flacon: {
    conditioning: (n) => `Flacon de ${n} ml`,
    weight: () => null,
    volume: (n) => n,
    usage: '5 gouttes par jour, pures ou dans un peu d’eau.',
    excipients: 'huile de tournesol, antioxydant\u202f: extrait riche en tocophérols',
    noun: 'dose',
  },
  spray: {
    conditioning: (n) => `Spray de ${n} ml`,
    weight: () => null,
    volume: (n) => n,
    usage: '2 pulvérisations dans la bouche, jusqu’à 3 fois par jour.',
    excipients: 'eau, glycérine végétale, arôme naturel de menthe',
    noun: 'pulvérisation',
  },
  poudre: {
    conditioning: (n) => `Pot de ${n} g`,
    weight: (n) => n,
    volume: () => null,
    usage: '1 dose de 30 g par jour dans 250 ml d’eau ou de boisson végétale.',
    excipients:
      'arôme naturel, épaississant\u202f: gomme de guar, édulcorant\u202f: glycosides de stéviol',
    noun: 'dose',
  },
  barres: {
    conditioning: (n) => `Boîte de ${n} barres de 40 g`,
    weight: (n) => n * 40,
    volume: () => null,
    usage: '1 barre en collation, en complément d’une alimentation variée.',
    excipients: 'sirop de riz, amandes (20 %), protéines de pois, huile de tournesol',
    noun: 'barre',
  },
  tisane: {
    conditioning: (n) => `Boîte de ${n} sachets-infusettes`,
    weight: (n) => Math.round(n * 1.5),
    volume: () => null,
    usage: '1 infusette dans une tasse d’eau frémissante, 5 minutes, après les repas.',
    excipients: 'plantes séchées issues de l’agriculture biologique',
    noun: 'infusette',
  },
};

/** Rows of a nutrition table that are nutrients, not ingredients. */
const NUTRIENT_ROWS = new Set(['Énergie', 'Protéines', 'Glucides', 'Fibres', 'Sucres', 'Sel']);

export interface NutritionalRowSeed {
  label: string;
  perDose: string;
  nrvPercent: number | null;
}

export function nutritionalRowsOf(actives: string): NutritionalRowSeed[] {
  return actives.split('|').map((row) => {
    const [label = '', perDose = '', nrv] = row.split(':');
    return { label, perDose, nrvPercent: nrv === undefined ? null : Number(nrv) };
  });
}

export function ingredientsOf(rows: readonly NutritionalRowSeed[], form: ProductForm): string {
  const actives = rows.map((row) => row.label).filter((label) => !NUTRIENT_ROWS.has(label));
  return `${[...actives, FORM_TEXTS[form].excipients].join(', ')}.`;
}

export const PRODUCT_LABELS = [
  { code: 'bio', label: 'Bio' },
  { code: 'vegan', label: 'Vegan' },
  { code: 'sans-gluten', label: 'Sans gluten' },
  { code: 'sans-lactose', label: 'Sans lactose' },
  { code: 'fabrique-en-france', label: 'Fabriqué en France' },
  { code: 'sans-additif', label: 'Sans additif' },
] as const;
