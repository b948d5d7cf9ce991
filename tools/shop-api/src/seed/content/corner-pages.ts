/**
 * The texts of the corner sites (SPEC.md §2 Home and catch-all): each brand's story, shown
 * on its corner's home, and the pages under it, as the brand's team writes them in the
 * CMS. Facts about products name only products the catalogue seeds for that brand.
 */

export interface WrittenPage {
  summary: string;
  body: string;
}

export interface CornerTexts {
  /** The brand's main corner page: its story, on the corner's home. */
  story: WrittenPage;
  /** The pages under it, by title (`CORNER_PAGE_TITLES`). */
  pages: Readonly<Record<CornerPageTitle, WrittenPage>>;
}

export const CORNER_PAGE_TITLES = [
  'Notre histoire',
  'Nos engagements',
  'Questions fréquentes',
] as const;
export type CornerPageTitle = (typeof CORNER_PAGE_TITLES)[number];

const lactea: CornerTexts = {
  story: {
    summary: 'Des probiotiques choisis souche par souche, pour chaque flore et chaque âge.',
    body: `<p class="chapo"><strong>Lactéa</strong> réunit les probiotiques des Laboratoires Aubépine\u202f: des souches identifiées, dosées et associées selon la flore qu’elles accompagnent.</p>
<h2>Une flore, une formule</h2>
<p>Le microbiote intestinal, la flore intime et la sphère ORL n’abritent pas les mêmes bactéries. C’est pourquoi chaque formule Lactéa associe des souches choisies pour une flore précise\u202f: Lactéa Transit et Lactéa Flore Plus pour l’intestin, Lactéa Confort Intime pour la flore vaginale, Lactéa Immunité pour traverser l’hiver.</p>
<h2>Pour toute la famille</h2>
<p>Lactéa Enfant se donne en gouttes dès le plus jeune âge, Lactéa Voyage s’emporte dans une trousse de toilette, et Lactéa Ventre Plat accompagne les digestions difficiles.</p>
<ul>
<li>Souches identifiées génétiquement et déposées en collection.</li>
<li>Quantité de bactéries vivantes garantie jusqu’à la date de durabilité.</li>
</ul>
<p>Un doute sur la formule qui vous convient\u202f? Notre <a href="/fr/quiz/quel-probiotique-pour-vous">quiz probiotique</a> vous oriente en trois questions.</p>`,
  },
  pages: {
    'Notre histoire': {
      summary: 'Née dans notre laboratoire de Lyon, une gamme dédiée au microbiote.',
      body: `<p class="chapo">Lactéa est née de vingt ans de recherche des Laboratoires Aubépine sur le microbiote.</p>
<h2>Des débuts à Lyon</h2>
<p>Nos premières formules de ferments lactiques ont été mises au point avec des pharmaciens lyonnais qui cherchaient une réponse aux troubles digestifs après un traitement antibiotique.</p>
<h2>Une gamme qui s’est élargie</h2>
<p>À mesure que la connaissance des flores progressait, la gamme s’est ouverte à la flore intime, aux enfants et aux défenses de l’hiver. Chaque nouvelle formule part d’une question posée au comptoir de la pharmacie.</p>`,
    },
    'Nos engagements': {
      summary: 'Des souches tracées, des quantités garanties, des emballages recyclables.',
      body: `<p class="chapo">Un probiotique n’agit que si ses bactéries arrivent vivantes\u202f: nos engagements partent de là.</p>
<h2>Qualité</h2>
<ul>
<li>Chaque souche est identifiée génétiquement et déposée dans une collection publique.</li>
<li>Chaque lot est compté par un laboratoire indépendant avant sa mise sur le marché.</li>
<li>La quantité annoncée est garantie jusqu’à la date de durabilité minimale, pas seulement à la fabrication.</li>
</ul>
<h2>Environnement</h2>
<p>Nos piluliers sont recyclables et nos notices imprimées avec des encres végétales.</p>`,
    },
    'Questions fréquentes': {
      summary: 'Quand prendre un probiotique, combien de temps, et avec quoi.',
      body: `<h2>Quand prendre mes gélules\u202f?</h2>
<p>Le matin, avec un grand verre d’eau, au début du petit-déjeuner.</p>
<h2>Combien de temps dure une cure\u202f?</h2>
<p>Trois semaines au moins\u202f: la régularité compte davantage que la quantité.</p>
<h2>Puis-je en prendre pendant un traitement antibiotique\u202f?</h2>
<p>Oui, en espaçant les prises d’au moins deux heures. Demandez conseil à votre pharmacien.</p>`,
    },
  },
};

const phytaline: CornerTexts = {
  story: {
    summary: 'Des extraits de plantes standardisés pour les nuits, le stress et la vitalité.',
    body: `<p class="chapo"><strong>Phytaline</strong> met la force des plantes au service de votre équilibre, avec des extraits dont la teneur en actifs est mesurée lot après lot.</p>
<h2>Des nuits plus sereines</h2>
<p>Phytaline Sommeil, Passiflore Valériane et le spray Mélatonine Nuit Calme accompagnent l’endormissement et les nuits agitées.</p>
<h2>Face au stress et à la fatigue</h2>
<p>Rhodiola Sérénité, Ashwagandha bio et Griffonia 5-HTP soutiennent l’humeur et la résistance au stress\u202f; Ginkgo Mémoire accompagne la concentration.</p>
<h2>Le confort au quotidien</h2>
<p>Curcuma pipérine et Harpagophytum pour les articulations, Échinacée pour l’hiver, Vigne rouge pour des jambes légères, Desmodium pour la détox.</p>
<p>Faites le point sur vos nuits avec notre <a href="/fr/quiz/votre-bilan-sommeil">bilan sommeil</a>.</p>`,
  },
  pages: {
    'Notre histoire': {
      summary: 'Une herboristerie lyonnaise devenue gamme de phytonutrition.',
      body: `<p class="chapo">Phytaline prolonge le savoir des herboristes lyonnais avec les méthodes d’un laboratoire d’aujourd’hui.</p>
<h2>De l’herboristerie au laboratoire</h2>
<p>Nos premières tisanes étaient préparées pour les pharmacies de la région. Pour garantir à chaque boîte la même efficacité, nous sommes passés aux extraits standardisés, dosés en principes actifs.</p>
<h2>Des plantes choisies</h2>
<p>Chaque plante est retenue pour un usage traditionnel reconnu, puis sourcée auprès de producteurs que nous visitons.</p>`,
    },
    'Nos engagements': {
      summary: 'Des plantes tracées de la parcelle à la gélule.',
      body: `<p class="chapo">Une plante n’est efficace que si elle est bien choisie, bien récoltée et bien dosée.</p>
<ul>
<li>Des extraits standardisés\u202f: la teneur en actifs est contrôlée sur chaque lot.</li>
<li>Des filières tracées, biologiques quand elles existent (Ashwagandha bio).</li>
<li>Aucun colorant ni arôme artificiel.</li>
</ul>`,
    },
    'Questions fréquentes': {
      summary: 'Associer des plantes, les prendre le soir, les conserver.',
      body: `<h2>Puis-je associer plusieurs produits Phytaline\u202f?</h2>
<p>Certaines associations sont pensées pour cela, comme Passiflore Valériane avec Phytaline Sommeil. Demandez conseil à votre pharmacien, surtout si vous suivez un traitement.</p>
<h2>Les plantes conviennent-elles pendant la grossesse\u202f?</h2>
<p>Non, sauf avis médical\u202f: la plupart de nos extraits sont déconseillés aux femmes enceintes ou allaitantes.</p>`,
    },
  },
};

const nutrisens: CornerTexts = {
  story: {
    summary: 'Protéines végétales, fibres et en-cas pensés pour une alimentation équilibrée.',
    body: `<p class="chapo"><strong>Nutrisens</strong> propose une nutrition simple et végétale pour accompagner un rééquilibrage alimentaire sans renoncer au goût.</p>
<h2>Des protéines végétales</h2>
<p>Nos protéines végétales, à la vanille ou au chocolat, se mélangent à une boisson végétale ou à un yaourt.</p>
<h2>Des repas et en-cas équilibrés</h2>
<p>Porridge Petit-déjeuner Équilibre, Barres protéinées Amande et Bouillon Minceur Légumes aident à tenir entre deux repas\u202f; les Fibres d’acacia soutiennent le transit.</p>
<ul>
<li>Recettes sans sucres ajoutés quand c’est possible.</li>
<li>Ingrédients d’origine végétale.</li>
</ul>`,
  },
  pages: {
    'Notre histoire': {
      summary: 'Des nutritionnistes et des cuisiniers autour de la même table.',
      body: `<p class="chapo">Nutrisens est née de la rencontre de nos nutritionnistes et d’un chef lyonnais.</p>
<p>Leur idée\u202f: une préparation nutritionnelle doit se manger avec plaisir, sinon elle finit au fond du placard. Chaque recette est goûtée par un panel avant d’entrer dans la gamme.</p>`,
    },
    'Nos engagements': {
      summary: 'Des recettes courtes, végétales et fabriquées en France.',
      body: `<ul>
<li>Des listes d’ingrédients courtes et lisibles.</li>
<li>Des protéines d’origine végétale, sans OGM.</li>
<li>Des recettes fabriquées en France.</li>
</ul>`,
    },
    'Questions fréquentes': {
      summary: 'Quand prendre ses protéines, et comment les préparer.',
      body: `<h2>Quand prendre une boisson protéinée\u202f?</h2>
<p>Au petit-déjeuner ou en collation, en complément d’une alimentation variée\u202f: elle ne remplace pas un repas.</p>
<h2>Comment la préparer\u202f?</h2>
<p>Mélangez la dose indiquée sur l’étiquette à une boisson végétale bien froide, au shaker.</p>`,
    },
  },
};

/** The texts of each brand that runs a corner site, by brand slug. */
export const CORNER_TEXTS: Readonly<Record<string, CornerTexts>> = { lactea, phytaline, nutrisens };
