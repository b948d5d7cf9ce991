import { searchWordsOf } from '../../repositories/search-text';
import { BRAND_SEEDS, NEED_SEEDS } from './brands-needs';
import type { ProductForm, ProductSeed } from './products';
import type { Random } from '../random';

const ACTIVES = [
  { name: 'Magnésium', actives: 'Magnésium:300 mg:80' },
  { name: 'Vitamine C', actives: 'Vitamine C:500 mg:625' },
  { name: 'Vitamine D3', actives: 'Vitamine D3:25 µg:500' },
  { name: 'Oméga-3', actives: 'EPA:360 mg|DHA:240 mg' },
  { name: 'Probiotiques', actives: 'Lactobacillus rhamnosus:5 milliards UFC' },
  { name: 'Curcuma', actives: 'Extrait de curcuma:500 mg' },
  { name: 'Zinc', actives: 'Zinc:15 mg:150' },
  { name: 'Fer', actives: 'Fer:14 mg:100' },
  { name: 'Collagène', actives: 'Collagène hydrolysé:5 g' },
  { name: 'Spiruline', actives: 'Spiruline:3 g' },
  { name: 'Mélatonine', actives: 'Mélatonine:1,9 mg' },
  { name: 'Sommeil', actives: 'Extrait de valériane:300 mg' },
  { name: 'Ginseng', actives: 'Extrait de ginseng:400 mg' },
  { name: 'Propolis', actives: 'Extrait de propolis:120 mg' },
  { name: 'Gelée royale', actives: 'Gelée royale:1000 mg' },
  { name: 'Acérola', actives: 'Vitamine C:120 mg:150' },
];
const QUALIFIERS = [
  'Forte',
  'Plus',
  'Complexe',
  'Bio',
  'Junior',
  'Senior',
  'Intense',
  'Duo',
  'Rapide',
  'Équilibre',
];
const FORMS: readonly { form: ProductForm; counts: readonly number[] }[] = [
  { form: 'gelules', counts: [30, 60, 90] },
  { form: 'comprimes', counts: [30, 60, 120] },
  { form: 'capsules', counts: [60, 90] },
  { form: 'sachets', counts: [14, 30] },
];
const LEAF_NEEDS = NEED_SEEDS.filter(
  (need) => need.parent !== undefined && need.published !== false,
);

/** A generated product for benchmarks: "Magnésium Forte 60 gélules", slug ending in its id. */
export function extraProductSeed(id: number, random: Random): ProductSeed {
  const active = random.pick(ACTIVES);
  const { form, counts } = random.pick(FORMS);
  const units = random.pick(counts);
  const name = `${active.name} ${random.pick(QUALIFIERS)} ${units} ${form === 'gelules' ? 'gélules' : form === 'comprimes' ? 'comprimés' : form}`;
  return {
    slug: `${searchWordsOf(name).join('-')}-${id}`,
    name,
    brand: random.pick(BRAND_SEEDS).slug,
    form,
    count: units,
    price: random.int(59, 399) / 10,
    needs: [...new Set([random.pick(LEAF_NEEDS).slug, random.pick(LEAF_NEEDS).slug])],
    actives: active.actives,
  };
}
