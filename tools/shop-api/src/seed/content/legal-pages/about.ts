import { PARTNER_PHARMACY_COUNT, PHARMACY_SUPPLY_HOURS } from '@shop/domain';
import { BRAND_SEEDS, EXPERTISE_AREAS } from '../../catalogue/brands-needs';
import { SHOP } from './facts';
import { link, list } from './html';
import { frenchList } from './terms-of-sale';

const EXPERTISE_TEXT: Record<(typeof EXPERTISE_AREAS)[number], string> = {
  microbiotes:
    '<strong>Microbiotes</strong>\u202f: des probiotiques choisis souche par souche, identifiées génétiquement et protégées par microencapsulation pour arriver vivantes là où elles agissent',
  micronutrition:
    '<strong>Micronutrition</strong>\u202f: magnésium, vitamines, minéraux et oméga-3, sous leurs formes les mieux assimilées',
  phytonutrition:
    '<strong>Phytonutrition</strong>\u202f: des extraits de plantes standardisés, dosés pour apporter chaque jour la même quantité d’actifs',
  nutrition:
    '<strong>Nutrition</strong>\u202f: des protéines végétales, des fibres et des en-cas pensés pour une alimentation équilibrée',
};

/** « … (gammes Lactéa et Floréa) », from the catalogue's brands of that area. */
function expertiseLine(area: (typeof EXPERTISE_AREAS)[number]): string {
  const brands = BRAND_SEEDS.filter((brand) => brand.category === area).map((b) => b.name);
  const ranges =
    brands.length === 0 ? '' : ` (${brands.length > 1 ? 'gammes' : 'gamme'} ${frenchList(brands)})`;
  return `${EXPERTISE_TEXT[area]}${ranges}.`;
}

const pharmacies = PARTNER_PHARMACY_COUNT.toLocaleString('fr-FR').replace(/\s/g, ' ');

/** The about page: who the laboratory is, in the words its other pages already use. */
export const ABOUT_BODY = `<p class="chapo">Depuis Lyon, les <strong>${SHOP.name}</strong> conçoivent et fabriquent des compléments alimentaires pour accompagner, à chaque âge, le sommeil, la digestion, les défenses naturelles, l’énergie, les articulations et la beauté.</p>
<h2>Notre histoire</h2>
<p>Tout commence en 1987 dans une petite officine du quartier de la Guillotière, où une pharmacienne prépare pour ses patients des cures de ferments lactiques. Ses préparations voyagent de bouche à oreille\u202f; le laboratoire s’installe quelques années plus tard à deux rues de là, au ${SHOP.laboratory.street}, où il se trouve toujours.</p>
<p>Notre conviction n’a pas changé\u202f: un complément alimentaire doit apporter ce qu’il promet, à la bonne dose, et s’inscrire dans une alimentation variée et un mode de vie sain, qu’il ne remplace pas.</p>
<h2>Nos quatre expertises</h2>
${list(EXPERTISE_AREAS.map(expertiseLine))}
<p>Découvrez nos produits par ${link('needs___fr', 'besoin')} ou laissez-vous guider par notre ${link('online_help___fr', 'aide en ligne')}.</p>
<h2>La qualité, lot après lot</h2>
<p>Nos formules sont élaborées par notre équipe de recherche, en partenariat avec l’université de Lyon, et fabriquées en France. Nos matières premières sont tracées et leurs fournisseurs audités chaque année\u202f; chaque lot est contrôlé par un laboratoire indépendant avant sa mise sur le marché. Nos gélules sont d’origine végétale et nos emballages de plus en plus recyclables. Nous en disons plus dans ${link('quality-innovation___fr', 'Qualité et innovations')}.</p>
<h2>Nos équipes</h2>
<p>Pharmaciens, nutritionnistes, chercheurs, préparateurs, logisticiens et conseillers\u202f: près de deux cents personnes travaillent à Lyon et à Écully. Nos conseillers, formés par nos pharmaciens, répondent à vos questions sur nos produits et vos commandes\u202f; ${link('who-can-give-you-advice___fr', 'découvrez qui peut vous conseiller')}.</p>
<h2>Près de chez vous</h2>
<p>Nos produits sont aussi disponibles dans plus de ${pharmacies} pharmacies partenaires, qui les obtiennent en ${PHARMACY_SUPPLY_HOURS} heures et savent vous conseiller\u202f: ${link('pharmacy-finder___fr', 'trouvez la pharmacie la plus proche')}.</p>
<h2>La Fondation Aubépine</h2>
<p>Créée en 2012, la Fondation Aubépine soutient la recherche sur le sommeil et sur le microbiote, et des actions d’éducation à l’alimentation auprès des familles.</p>`;
