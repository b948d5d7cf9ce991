import type { Random } from '../random';

/**
 * HTML bodies as an editor writes them in the CMS: headings, paragraphs, lists, a quote.
 * Sentences come from a bank by theme, picked by the seeded generator.
 */

const GENERAL = [
  'Une alimentation variée et équilibrée et un mode de vie sain restent la base de tout.',
  'Les compléments alimentaires ne se substituent pas à une alimentation variée.',
  'Demandez conseil à votre pharmacien ou à votre médecin avant toute supplémentation.',
  'Nos formules sont élaborées par notre équipe de recherche à Lyon et fabriquées en France.',
  'Chaque lot est contrôlé par un laboratoire indépendant avant sa mise sur le marché.',
  'Respectez la dose journalière recommandée indiquée sur l’étiquette.',
  'Tenir hors de portée des jeunes enfants.',
  'La régularité compte davantage que la quantité\u202f: mieux vaut une cure suivie sur trois semaines.',
];

export const THEME_SENTENCES: Record<string, string[]> = {
  sommeil: [
    'Un adulte a besoin de sept à neuf heures de sommeil par nuit.',
    'La mélatonine contribue à réduire le temps d’endormissement.',
    'Les écrans retardent la sécrétion naturelle de mélatonine\u202f: éteignez-les une heure avant le coucher.',
    'Une chambre fraîche, autour de 18 °C, favorise un sommeil réparateur.',
    'Le magnésium contribue à réduire la fatigue.',
  ],
  digestion: [
    'Le microbiote intestinal compte des milliards de bactéries utiles.',
    'Les fibres des fruits, des légumes et des céréales complètes nourrissent les bonnes bactéries.',
    'Les aliments fermentés comme le yaourt ou le kéfir apportent des ferments vivants.',
    'Manger lentement et bien mâcher soulage la digestion.',
    'Un changement de saison ou un voyage peut bousculer l’équilibre digestif.',
  ],
  immunite: [
    'La vitamine C contribue au fonctionnement normal du système immunitaire.',
    'La vitamine D est synthétisée par la peau exposée au soleil, souvent trop peu en hiver.',
    'Le zinc et le sélénium contribuent au fonctionnement normal du système immunitaire.',
    'Un sommeil suffisant aide l’organisme à se défendre.',
    'L’activité physique modérée et régulière soutient les défenses naturelles.',
  ],
  energie: [
    'Le fer contribue à réduire la fatigue.',
    'Les vitamines du groupe B contribuent à un métabolisme énergétique normal.',
    'Le magnésium marin est bien toléré et contribue à un métabolisme énergétique normal.',
    'Une baisse d’énergie au changement de saison est fréquente.',
    'Hydratez-vous régulièrement\u202f: la déshydratation accentue la sensation de fatigue.',
  ],
  articulations: [
    'Le cartilage amortit les chocs et protège les articulations.',
    'La vitamine C contribue à la formation normale de collagène pour assurer le fonctionnement normal des cartilages.',
    'Le curcuma est traditionnellement utilisé pour le confort articulaire.',
    'La marche et la natation entretiennent la mobilité sans brusquer les articulations.',
    'Un poids stable ménage les genoux et les hanches.',
  ],
  beaute: [
    'Le zinc contribue au maintien d’une peau, de cheveux et d’ongles normaux.',
    'La biotine contribue au maintien de cheveux normaux.',
    'Une peau bien hydratée commence par une eau bue en quantité suffisante.',
    'Le sélénium contribue au maintien de cheveux et d’ongles normaux.',
    'Le soleil abîme la peau\u202f: protégez-la même en ville.',
  ],
  femme: [
    'La flore vaginale est dominée par les lactobacilles, qui maintiennent un pH acide.',
    'Les variations hormonales du cycle peuvent modifier l’équilibre intime.',
    'Préférez une toilette intime douce, sans savon agressif, une fois par jour.',
    'Les sous-vêtements en coton laissent la peau respirer.',
    'À la ménopause, la baisse des œstrogènes modifie le confort intime.',
  ],
  qualite: [
    'Nos matières premières sont sélectionnées auprès de fournisseurs audités chaque année.',
    'Chaque formule est testée en stabilité pendant toute sa durée de conservation.',
    'Nos souches de probiotiques sont identifiées génétiquement et déposées en collection.',
    'Nous privilégions les emballages recyclables et les encres végétales.',
    'Notre site de production est certifié pour la fabrication de compléments alimentaires.',
  ],
};

export interface BodyOptions {
  title: string;
  theme: keyof typeof THEME_SENTENCES;
  /** Sections after the introduction. */
  sections?: readonly string[];
  extra?: string;
}

function paragraph(random: Random, theme: string, count: number): string {
  const bank = [...(THEME_SENTENCES[theme] ?? []), ...GENERAL];
  return `<p>${random.sample(bank, count).join(' ')}</p>`;
}

export function pageBody(random: Random, { title, theme, sections, extra }: BodyOptions): string {
  const parts = [`<p class="chapo"><strong>${title}</strong>\u202f: l’essentiel à savoir.</p>`];
  parts.push(paragraph(random, theme, 3));
  for (const section of sections ?? ['Ce qu’il faut savoir', 'Nos conseils au quotidien']) {
    parts.push(`<h2>${section}</h2>`, paragraph(random, theme, random.int(2, 4)));
  }
  const tips = random.sample(THEME_SENTENCES[theme] ?? GENERAL, 3);
  parts.push(`<ul>${tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>`);
  parts.push(`<blockquote>${random.pick(GENERAL)}</blockquote>`);
  if (extra) parts.push(extra);
  return parts.join('\n');
}

/** A short summary for lists and cards. */
export function pageSummary(random: Random, theme: string): string {
  return random.sample(THEME_SENTENCES[theme] ?? GENERAL, 1)[0] ?? '';
}
