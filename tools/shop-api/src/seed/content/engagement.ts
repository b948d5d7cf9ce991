import type { ShopDatabase } from '../../db/open-database';
import {
  homepageItems,
  homepageSections,
  quizAnswers,
  quizQuestions,
  quizResultProducts,
  quizResults,
  quizzes,
  thematicEntries,
  thematics,
} from '../../db/schema';
import type { CatalogueContext } from './catalogue-context';
import { createRandom, type Random } from '../random';

/** The ids of a need and of its sub-needs. */
function needFamily(catalogue: CatalogueContext, slug: string): Set<number> {
  const need = catalogue.needs.find((n) => n.slug === slug);
  if (!need) throw new Error(`Unknown need in the content seed: ${slug}`);
  return new Set([
    need.id,
    ...catalogue.needs.filter((n) => n.parentId === need.id).map((n) => n.id),
  ]);
}

/**
 * Ids of the named products that can be sold, topped up to `count` with other sellable
 * products: of `need` (or its sub-needs) when one is given, else of the whole catalogue.
 * Content never recommends a gift, an unpublished or an out-of-stock product.
 */
function productIds(
  random: Random,
  catalogue: CatalogueContext,
  slugs: readonly string[],
  count: number,
  need?: string,
): number[] {
  const sellable = catalogue.products.filter((p) => p.sellable);
  const named = slugs
    .map((slug) => sellable.find((p) => p.slug === slug)?.id)
    .filter((id): id is number => id !== undefined);
  const family = need === undefined ? null : needFamily(catalogue, need);
  const candidates = sellable
    .filter((p) => !named.includes(p.id))
    .filter((p) => family === null || p.needIds.some((id) => family.has(id)))
    .map((p) => p.id);
  const others = random.sample(candidates, Math.max(0, count - named.length));
  return [...named, ...others].slice(0, count);
}

export async function seedHomepage(
  db: ShopDatabase,
  catalogue: CatalogueContext,
  advicePageIds: number[],
): Promise<void> {
  const random = createRandom(7_001);
  await db.insert(homepageSections).values([
    {
      code: 'hero',
      title: 'La nature au service de votre équilibre',
      subtitle: 'Des compléments alimentaires conçus et fabriqués à Lyon depuis 1987.',
      linkLabel: 'Découvrir nos produits',
      linkUrl: '/fr/produits',
      position: 0,
    },
    {
      code: 'promoted',
      title: 'Nos incontournables',
      subtitle: 'Les produits préférés de nos clients.',
      linkLabel: 'Voir tous les produits',
      linkUrl: '/fr/produits',
      position: 1,
    },
    {
      code: 'new_products',
      title: 'Nouveautés',
      subtitle: 'Les dernières formules de nos laboratoires.',
      position: 2,
    },
    {
      code: 'needs',
      title: 'Trouvez la solution à vos besoins',
      subtitle: '',
      linkLabel: 'Tous les besoins',
      linkUrl: '/fr/besoins',
      position: 3,
    },
    {
      code: 'advice',
      title: 'Nos conseils santé',
      subtitle: 'Rédigés par nos pharmaciens et nutritionnistes.',
      linkLabel: 'Tous nos conseils',
      linkUrl: '/fr/conseils',
      position: 4,
    },
  ]);
  const promoted = productIds(random, catalogue, ['magnesium-marin-90-comprimes', 'intima'], 8);
  const fresh = random.sample(
    catalogue.products.filter((p) => p.sellable && !promoted.includes(p.id)).map((p) => p.id),
    8,
  );
  const rootNeeds = catalogue.needs.filter((need) => need.parentId === null).slice(0, 8);
  const items = [
    ...promoted.map((entityId, position) => ({
      sectionCode: 'promoted',
      entityType: 'product',
      entityId,
      position,
    })),
    ...fresh.map((entityId, position) => ({
      sectionCode: 'new_products',
      entityType: 'product',
      entityId,
      position,
    })),
    ...rootNeeds.map((need, position) => ({
      sectionCode: 'needs',
      entityType: 'need',
      entityId: need.id,
      position,
    })),
    ...advicePageIds.slice(0, 4).map((entityId, position) => ({
      sectionCode: 'advice',
      entityType: 'page',
      entityId,
      position,
    })),
  ];
  if (items.length > 0) await db.insert(homepageItems).values(items);
}

interface QuizSeed {
  slug: string;
  title: string;
  intro: string;
  /** The last question's answers lead to the result of the same rank: it decides. */
  questions: { label: string; help: string; answers: string[] }[];
  /** Each result recommends its named products, then others of its need. */
  results: { title: string; text: string; need: string; products: string[] }[];
}

export const QUIZZES: readonly QuizSeed[] = [
  {
    slug: 'quel-probiotique-pour-vous',
    title: 'Quel probiotique pour vous\u202f?',
    intro: 'Trois questions pour trouver la formule adaptée à votre flore.',
    questions: [
      {
        label: 'Pour qui cherchez-vous un probiotique\u202f?',
        help: '',
        answers: ['Pour moi', 'Pour mon enfant', 'Pour un proche âgé'],
      },
      {
        label: 'Avez-vous pris des antibiotiques récemment\u202f?',
        help: 'Au cours des trois derniers mois.',
        answers: ['Oui', 'Non', 'Je ne sais pas'],
      },
      {
        label: 'Quel inconfort ressentez-vous le plus souvent\u202f?',
        help: 'Choisissez le plus fréquent.',
        answers: ['Digestif', 'Intime', 'Saisonnier (ORL)'],
      },
    ],
    results: [
      {
        title: 'Votre flore intestinale a besoin de soutien',
        text: 'Une cure de probiotiques de trois semaines aide à rééquilibrer la flore intestinale.',
        need: 'flore-intestinale',
        products: ['lactea-flore-plus'],
      },
      {
        title: 'Votre flore intime est à chouchouter',
        text: 'Les lactobacilles spécifiques de la flore intime contribuent à son équilibre.',
        need: 'confort-intime',
        products: ['intima'],
      },
      {
        title: 'Préparez l’hiver sereinement',
        text: 'Des souches sélectionnées pour la sphère ORL, associées à la vitamine D.',
        need: 'immunite',
        products: ['lactea-immunite'],
      },
    ],
  },
  {
    slug: 'votre-bilan-sommeil',
    title: 'Votre bilan sommeil',
    intro: 'Faites le point sur vos nuits en trois questions.',
    questions: [
      {
        label: 'Combien d’heures dormez-vous par nuit\u202f?',
        help: 'En moyenne, sur la dernière semaine.',
        answers: ['Plus de 7 heures', 'Entre 6 et 7 heures', 'Moins de 6 heures'],
      },
      {
        label: 'Comment vous sentez-vous au réveil\u202f?',
        help: '',
        answers: ['En forme', 'Fatigué', 'Épuisé'],
      },
      {
        label: 'Qu’est-ce qui vous gêne le plus\u202f?',
        help: 'Choisissez le plus fréquent.',
        answers: [
          'Rien de particulier',
          'J’ai du mal à m’endormir',
          'Je me réveille pendant la nuit',
        ],
      },
    ],
    results: [
      {
        title: 'Un sommeil plutôt réparateur',
        text: 'Gardez vos bonnes habitudes\u202f; le magnésium aide à traverser les périodes chargées.',
        need: 'stress',
        products: ['magnesium-marin-90-comprimes'],
      },
      {
        title: 'Un endormissement difficile',
        text: 'La mélatonine contribue à réduire le temps d’endormissement.',
        need: 'sommeil',
        products: ['phytaline-melatonine-nuit-calme'],
      },
      {
        title: 'Des nuits agitées',
        text: 'Les plantes apaisantes et le magnésium soutiennent la détente.',
        need: 'sommeil',
        products: ['phytaline-passiflore-valeriane', 'magnesium-bisglycinate'],
      },
    ],
  },
];

export async function seedQuizzes(db: ShopDatabase, catalogue: CatalogueContext): Promise<void> {
  const random = createRandom(7_002);
  let questionId = 0;
  let answerId = 0;
  let resultId = 0;
  for (const [quizIndex, quiz] of QUIZZES.entries()) {
    const quizId = quizIndex + 1;
    const questionIds = quiz.questions.map(() => (questionId += 1));
    const resultIds = quiz.results.map(() => (resultId += 1));
    await db.insert(quizzes).values({
      id: quizId,
      slug: quiz.slug,
      title: quiz.title,
      intro: quiz.intro,
      firstQuestionId: questionIds[0] ?? null,
    });
    await db.insert(quizQuestions).values(
      quiz.questions.map((question, position) => ({
        id: questionIds[position] as number,
        quizId,
        label: question.label,
        help: question.help,
        position,
      })),
    );
    await db.insert(quizResults).values(
      quiz.results.map((result, index) => ({
        id: resultIds[index] as number,
        quizId,
        title: result.title,
        text: result.text,
      })),
    );
    // Every answer leads to the next question; the last question's answers lead to the
    // result of the same rank.
    await db.insert(quizAnswers).values(
      quiz.questions.flatMap((question, questionIndex) =>
        question.answers.map((label, position) => {
          const last = questionIndex === quiz.questions.length - 1;
          return {
            id: (answerId += 1),
            questionId: questionIds[questionIndex] as number,
            label,
            position,
            nextQuestionId: last ? null : (questionIds[questionIndex + 1] as number),
            resultId: last ? (resultIds[position % resultIds.length] as number) : null,
          };
        }),
      ),
    );
    const links = quiz.results.flatMap((result, index) =>
      productIds(random, catalogue, result.products, 3, result.need).map((productId, position) => ({
        resultId: resultIds[index] as number,
        productId,
        position,
      })),
    );
    if (links.length > 0) await db.insert(quizResultProducts).values(links);
  }
}

const THEMATICS = [
  {
    slug: 'bien-dormir',
    title: 'Bien dormir',
    description: 'Retrouver des nuits sereines.',
    pages: 'sommeil',
    need: 'sommeil',
    products: ['magnesium-marin-90-comprimes'],
  },
  {
    slug: 'equilibre-intime',
    title: 'Équilibre intime',
    description: 'Prendre soin de sa flore intime à chaque âge.',
    pages: 'femme',
    need: 'confort-intime',
    products: ['intima'],
  },
  {
    slug: 'defenses-hivernales',
    title: 'Défenses hivernales',
    description: 'Passer l’hiver en forme.',
    pages: 'immunite',
    need: 'immunite',
    products: [],
  },
  {
    slug: 'energie-au-quotidien',
    title: 'Énergie au quotidien',
    description: 'Lutter contre la fatigue passagère.',
    pages: 'energie',
    need: 'energie',
    products: ['magnesium-marin-90-comprimes'],
  },
];

export async function seedThematics(
  db: ShopDatabase,
  catalogue: CatalogueContext,
  pagesByTheme: Map<string, number[]>,
): Promise<void> {
  const random = createRandom(7_003);
  await db.insert(thematics).values(
    THEMATICS.map((thematic, position) => ({
      id: position + 1,
      slug: thematic.slug,
      title: thematic.title,
      description: thematic.description,
      position,
    })),
  );
  const entries = THEMATICS.flatMap((thematic, index) => [
    ...productIds(random, catalogue, thematic.products, 4, thematic.need).map(
      (entityId, position) => ({
        thematicId: index + 1,
        entityType: 'product',
        entityId,
        position,
      }),
    ),
    ...(pagesByTheme.get(thematic.pages) ?? []).map((entityId, position) => ({
      thematicId: index + 1,
      entityType: 'page',
      entityId,
      position: 10 + position,
    })),
  ]);
  if (entries.length > 0) await db.insert(thematicEntries).values(entries);
}
