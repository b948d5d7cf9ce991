import type { Random } from '../random';
import { addDays, CATALOGUE_REFERENCE_DATE } from './reference-date';

const FIRST_NAMES = [
  'Marie',
  'Sophie',
  'Nathalie',
  'Isabelle',
  'Camille',
  'Julie',
  'Claire',
  'Élodie',
  'Anne',
  'Céline',
  'Lucie',
  'Hélène',
  'Pierre',
  'Jean',
  'Nicolas',
  'Thomas',
  'Laurent',
  'Philippe',
  'Olivier',
  'Sébastien',
  'François',
  'Mathieu',
  'Christine',
  'Valérie',
  'Brigitte',
  'Jérôme',
];
const INITIALS = 'ABCDEFGHJLMNPRSTV';

const OPENINGS: Record<number, readonly string[]> = {
  5: [
    'Excellent produit, je le recommande sans hésiter.',
    'Très satisfaite, les effets se sont fait sentir dès la deuxième semaine.',
    'Je renouvelle ma cure pour la troisième fois, toujours aussi efficace.',
    'Enfin un complément qui tient ses promesses\u202f!',
    'Produit de grande qualité, conseillé par mon pharmacien.',
  ],
  4: [
    'Bon produit, facile à prendre au quotidien.',
    'Efficace, même si le prix reste un peu élevé.',
    'Je constate une nette amélioration après un mois.',
    'Satisfait dans l’ensemble, je continue la cure.',
  ],
  3: [
    'Résultats corrects mais pas spectaculaires.',
    'Produit agréable, effets encore difficiles à juger.',
    'Correct, j’attendais un peu plus.',
  ],
  2: [
    'Peu d’effet ressenti après trois semaines.',
    'Le format n’est pas très pratique pour moi.',
    'Déçue, je n’ai pas vu de différence.',
  ],
  1: [
    'Aucun effet pour moi, je ne renouvellerai pas.',
    'Colis arrivé abîmé et produit difficile à avaler.',
  ],
};

const DETAILS = [
  'Je le prends le matin au petit-déjeuner.',
  'La livraison a été rapide.',
  'Le goût est neutre, rien à redire.',
  'Ma pharmacienne me l’avait conseillé.',
  'Pratique à emporter en voyage.',
  'Je l’associe à une alimentation équilibrée.',
  'Les gélules sont faciles à avaler.',
  '',
  '',
];

const ANSWERS = [
  'Bonjour, merci pour votre retour\u202f! Nous sommes ravis que ce produit vous convienne. Le service consommateurs.',
  'Bonjour, merci pour votre avis. Une cure de trois mois est souvent nécessaire pour en ressentir pleinement les effets\u202f; notre service consommateurs reste à votre écoute.',
  'Bonjour, nous sommes désolés de ce désagrément. Notre service consommateurs vous a contacté(e) pour trouver une solution.',
  'Bonjour, merci de votre confiance et de votre fidélité. À très bientôt\u202f!',
];

export interface ReviewSeed {
  note: number;
  author: string | null;
  reviewedOn: string;
  content: string;
  answer: string | null;
  answeredOn: string | null;
}

/** Reviews of one product: mostly good, some poor, a few anonymous, some answered. */
export function reviewsFor(random: Random, count: number): ReviewSeed[] {
  return Array.from({ length: count }, () => {
    const roll = random.next();
    const note = roll < 0.45 ? 5 : roll < 0.75 ? 4 : roll < 0.88 ? 3 : roll < 0.95 ? 2 : 1;
    const reviewedOn = addDays(CATALOGUE_REFERENCE_DATE, -random.int(1, 900));
    const answered = random.chance(note <= 2 ? 0.8 : 0.2);
    const answer = answered
      ? note <= 2
        ? (ANSWERS[2] ?? '')
        : random.pick([ANSWERS[0], ANSWERS[1], ANSWERS[3]].filter((text) => text !== undefined))
      : null;
    return {
      note,
      author: random.chance(0.2)
        ? null
        : `${random.pick(FIRST_NAMES)} ${INITIALS[random.int(0, INITIALS.length - 1)]}.`,
      reviewedOn,
      content: [random.pick(OPENINGS[note] ?? []), random.pick(DETAILS)].join(' ').trim(),
      answer,
      answeredOn: answered ? addDays(reviewedOn, random.int(1, 6)) : null,
    };
  });
}

export interface FaqSeed {
  question: string;
  answer: string;
}

/** Questions a product page answers, phrased for the product and its form. */
export function productFaqsFor(name: string, usage: string, random: Random): FaqSeed[] {
  const faqs: FaqSeed[] = [
    { question: `Comment prendre ${name}\u202f?`, answer: usage },
    {
      question: 'Combien de temps dure une cure\u202f?',
      answer:
        'Nous conseillons une cure d’un à trois mois, renouvelable. Demandez conseil à votre pharmacien ou à votre médecin.',
    },
    {
      question: `Peut-on prendre ${name} pendant la grossesse\u202f?`,
      answer:
        'Demandez l’avis de votre médecin ou de votre sage-femme avant toute complémentation pendant la grossesse ou l’allaitement.',
    },
    {
      question: 'Comment conserver le produit\u202f?',
      answer:
        'À conserver à l’abri de la chaleur, de la lumière et de l’humidité, hors de portée des jeunes enfants.',
    },
  ];
  return random.chance(0.5) ? faqs : faqs.slice(0, 3);
}

export function brandFaqsFor(brandName: string): FaqSeed[] {
  return [
    {
      question: `Où sont fabriqués les produits ${brandName}\u202f?`,
      answer: 'Nos produits sont formulés et fabriqués en France, dans nos ateliers certifiés.',
    },
    {
      question: `Les produits ${brandName} conviennent-ils aux végétariens\u202f?`,
      answer: 'La plupart oui\u202f: reportez-vous aux labels affichés sur chaque fiche produit.',
    },
    {
      question: `Où trouver les produits ${brandName}\u202f?`,
      answer:
        'Sur ce site et dans plus de 9 000 pharmacies partenaires, qui les obtiennent sous 48 heures.',
    },
  ];
}
