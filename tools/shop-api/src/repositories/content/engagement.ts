import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type {
  Homepage,
  Quiz,
  QuizAnswer,
  QuizAnswerOutcome,
  QuizQuestion,
  QuizResult,
  QuizSummary,
  Thematic,
  ThematicSummary,
} from '@shop/api-client/contract';
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
import { pageImagePath, quizPath } from './entity-urls';
import { pageSummaries } from './pages';
import { needLinks, productLinks, sellableProductIds } from './product-links';

const HERO_IMAGE = { url: pageImagePath('home'), alt: 'Plantes et gélules sur une table' };

/** The homepage; products and needs are read from the catalogue at every call. */
export async function findHomepage(db: ShopDatabase): Promise<Homepage | null> {
  const [sections, items] = await Promise.all([
    db.select().from(homepageSections).orderBy(asc(homepageSections.position)),
    db.select().from(homepageItems).orderBy(asc(homepageItems.position)),
  ]);
  const section = (code: string) => {
    const row = sections.find((s) => s.code === code);
    return row
      ? {
          title: row.title,
          subtitle: row.subtitle,
          link: row.linkLabel && row.linkUrl ? { label: row.linkLabel, url: row.linkUrl } : null,
        }
      : null;
  };
  const ids = (code: string) => items.filter((i) => i.sectionCode === code).map((i) => i.entityId);
  const hero = section('hero');
  const promoted = section('promoted');
  const fresh = section('new_products');
  const needs = section('needs');
  const advice = section('advice');
  if (!hero || !promoted || !fresh || !needs || !advice) return null;
  return {
    hero: { ...hero, image: HERO_IMAGE },
    promoted: { ...promoted, items: await productLinks(db, ids('promoted')) },
    new_products: { ...fresh, items: await productLinks(db, ids('new_products')) },
    needs: { ...needs, items: await needLinks(db, ids('needs')) },
    advice: { ...advice, items: await pageSummaries(db, ids('advice')) },
  };
}

// Quizzes
async function answersOf(db: ShopDatabase, questionIds: number[]): Promise<QuizAnswer[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, questionIds))
    .orderBy(asc(quizAnswers.position), asc(quizAnswers.id));
  return rows.map(toAnswer);
}

const toAnswer = (row: typeof quizAnswers.$inferSelect): QuizAnswer => ({
  id: row.id,
  question_id: row.questionId,
  label: row.label,
  next_question_id: row.nextQuestionId,
  result_id: row.resultId,
});

/** Questions, results and answers are served only while their quiz is published. */
const quizPublished = eq(quizzes.published, true);

async function questions(db: ShopDatabase, where: SQL): Promise<QuizQuestion[]> {
  const rows = await db
    .select(getTableColumns(quizQuestions))
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(where, quizPublished))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    quiz_id: row.quizId,
    label: row.label,
    help: row.help,
    order: row.position,
    answers: answers.filter((answer) => answer.question_id === row.id),
  }));
}

async function results(db: ShopDatabase, where: SQL): Promise<QuizResult[]> {
  const rows = await db
    .select(getTableColumns(quizResults))
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(and(where, quizPublished))
    .orderBy(asc(quizResults.id));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(quizResultProducts)
    .where(
      inArray(
        quizResultProducts.resultId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(quizResultProducts.position));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      quiz_id: row.quizId,
      title: row.title,
      text: row.text,
      products: await productLinks(
        db,
        await sellableProductIds(
          db,
          links.filter((link) => link.resultId === row.id).map((link) => link.productId),
        ),
      ),
    })),
  );
}

export async function listQuizzes(db: ShopDatabase): Promise<QuizSummary[]> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.published, true))
    .orderBy(asc(quizzes.id));
  const counts = await db.select({ quizId: quizQuestions.quizId }).from(quizQuestions);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    url: quizPath(row.slug),
    first_question_id: row.firstQuestionId,
    question_count: counts.filter((c) => c.quizId === row.id).length,
  }));
}

export async function findQuiz(db: ShopDatabase, id: number): Promise<Quiz | null> {
  const summary = (await listQuizzes(db)).find((quiz) => quiz.id === id);
  if (!summary) return null;
  return {
    ...summary,
    questions: await questions(db, eq(quizQuestions.quizId, id)),
    results: await results(db, eq(quizResults.quizId, id)),
  };
}

export async function findQuestion(db: ShopDatabase, id: number): Promise<QuizQuestion | null> {
  return (await questions(db, eq(quizQuestions.id, id)))[0] ?? null;
}

export async function findAnswer(db: ShopDatabase, id: number): Promise<QuizAnswerOutcome | null> {
  const [row] = await db
    .select(getTableColumns(quizAnswers))
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(eq(quizAnswers.id, id), quizPublished))
    .limit(1);
  if (!row) return null;
  return {
    answer: toAnswer(row),
    next_question: row.nextQuestionId === null ? null : await findQuestion(db, row.nextQuestionId),
    result:
      row.resultId === null
        ? null
        : ((await results(db, eq(quizResults.id, row.resultId)))[0] ?? null),
  };
}

// Thematics
export async function listThematics(db: ShopDatabase): Promise<ThematicSummary[]> {
  const rows = await db.select().from(thematics).orderBy(asc(thematics.position));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    order: row.position,
  }));
}

export async function findThematic(db: ShopDatabase, id: number): Promise<Thematic | null> {
  const summary = (await listThematics(db)).find((thematic) => thematic.id === id);
  if (!summary) return null;
  const entries = await db
    .select()
    .from(thematicEntries)
    .where(eq(thematicEntries.thematicId, id))
    .orderBy(asc(thematicEntries.position));
  const of = (type: string) => entries.filter((e) => e.entityType === type).map((e) => e.entityId);
  return {
    ...summary,
    products: await productLinks(db, of('product')),
    pages: await pageSummaries(db, of('page')),
  };
}
