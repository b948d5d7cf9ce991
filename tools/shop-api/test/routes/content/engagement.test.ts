import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  needs,
  productNeeds,
  productPrices,
  products,
  quizAnswers,
  quizQuestions,
  quizResults,
  quizzes,
} from '../../../src/db/schema';
import { QUIZZES } from '../../../src/seed/content/engagement';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

interface Answer {
  id: number;
  next_question_id: number | null;
  result_id: number | null;
}

describe.each(testDatabaseKinds)('quizzes and thematics on $name', (kind) => {
  const api = useSeededApp(kind);
  const get = api.request;

  it('GET /quiz lists the two quizzes', async () => {
    const { items, total } = (await get('/quiz')).json().data;
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      slug: 'quel-probiotique-pour-vous',
      url: '/fr/quiz/quel-probiotique-pour-vous',
      question_count: 3,
    });
  });

  it('GET /quiz/{id} answers the questions, answers and results pointing to products', async () => {
    const [summary] = (await get('/quiz')).json().data.items;
    const quiz = (await get(`/quiz/${summary.id}`)).json().data;
    expect(quiz.questions).toHaveLength(3);
    expect(quiz.questions[0].id).toBe(quiz.first_question_id);
    expect(quiz.results.length).toBeGreaterThan(0);
    for (const result of quiz.results) {
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products[0].url).toMatch(/^\/fr\/produit\//);
    }
    expect(quiz.results[1].products[0].slug).toBe('intima');
  });

  it('every result recommends products of its need that a shopper can buy', async () => {
    const needRows = await api.db.select().from(needs);
    for (const { id, slug } of (await get('/quiz')).json().data.items) {
      const seed = QUIZZES.find((quiz) => quiz.slug === slug);
      const quiz = (await get(`/quiz/${id}`)).json().data;
      for (const result of quiz.results) {
        const need = needRows.find(
          (row) => row.slug === seed?.results.find((r) => r.title === result.title)?.need,
        );
        if (!need) throw new Error(`no need for the result ${result.title}`);
        const family = needRows.filter((row) => row.id === need.id || row.parentId === need.id);
        const ids = result.products.map((product: { id: number }) => product.id);
        expect(ids.length, result.title).toBeGreaterThan(0);
        const rows = await api.db.select().from(products).where(inArray(products.id, ids));
        const prices = await api.db
          .select()
          .from(productPrices)
          .where(inArray(productPrices.productId, ids));
        const links = await api.db
          .select()
          .from(productNeeds)
          .where(inArray(productNeeds.productId, ids));
        for (const productId of ids) {
          const product = rows.find((row) => row.id === productId);
          expect(product?.stock, product?.slug).toBeGreaterThan(0);
          expect(prices.filter((p) => p.productId === productId && p.price === 0)).toEqual([]);
          const linked = links.filter((link) => link.productId === productId);
          expect(
            linked.some((link) => family.some((row) => row.id === link.needId)),
            `${product?.slug} is not of the need ${need.slug}`,
          ).toBe(true);
        }
      }
    }
  });

  it('stops recommending a product when its stock runs out', async () => {
    const quiz = (await get('/quiz/1')).json().data;
    const [first] = quiz.results[0].products;
    const [row] = await api.db.select().from(products).where(eq(products.id, first.id));
    if (!row) throw new Error('the recommended product is not in the catalogue');
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, first.id));
    try {
      const again = (await get('/quiz/1')).json().data;
      const slugs = again.results[0].products.map((product: { slug: string }) => product.slug);
      expect(slugs).not.toContain(first.slug);
      expect(slugs).toHaveLength(quiz.results[0].products.length - 1);
    } finally {
      await api.db.update(products).set({ stock: row.stock }).where(eq(products.id, first.id));
    }
  });

  it('following the answers from the first question always ends on a result', async () => {
    for (const { id } of (await get('/quiz')).json().data.items) {
      const quiz = (await get(`/quiz/${id}`)).json().data;
      let questionId: number | null = quiz.first_question_id;
      let result = null;
      for (let step = 0; questionId !== null && step < 10; step += 1) {
        const question = (await get(`/quiz/question/${questionId}`)).json().data;
        const answer = question.answers.at(-1) as Answer;
        const outcome = (await get(`/quiz/answer/${answer.id}`)).json().data;
        expect(outcome.answer.id).toBe(answer.id);
        questionId = outcome.next_question?.id ?? null;
        result = outcome.result;
        if (questionId !== null) expect(outcome.result).toBeNull();
      }
      expect(result).toMatchObject({ quiz_id: id, products: expect.any(Array) });
    }
  });

  it.each(['/quiz/99', '/quiz/question/999', '/quiz/answer/999', '/thematic/99'])(
    'answers 404 for %s',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toMatch(
        /^(quiz|quiz_question|quiz_answer|thematic)_not_found$/,
      );
    },
  );

  it('serves no question, answer or result of an unpublished quiz', async () => {
    const question = async (quizId: number) => {
      const [row] = await api.db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quizId))
        .orderBy(asc(quizQuestions.id))
        .limit(1);
      if (!row) throw new Error(`quiz ${quizId} has no question`);
      return row.id;
    };
    const [first] = await api.db
      .select({ id: quizAnswers.id })
      .from(quizAnswers)
      .where(eq(quizAnswers.questionId, await question(1)))
      .limit(1);
    const [result] = await api.db
      .select({ id: quizResults.id })
      .from(quizResults)
      .where(eq(quizResults.quizId, 1))
      .limit(1);
    // An answer of the other quiz that leads to a result of the first one.
    const [other] = await api.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.questionId, await question(2)))
      .limit(1);
    if (!first || !result || !other) throw new Error('the seed has no quiz answers');
    await api.db
      .update(quizAnswers)
      .set({ resultId: result.id, nextQuestionId: null })
      .where(eq(quizAnswers.id, other.id));
    expect((await get(`/quiz/answer/${other.id}`)).json().data.result.id).toBe(result.id);
    await api.db.update(quizzes).set({ published: false }).where(eq(quizzes.id, 1));
    try {
      for (const [path, code] of [
        ['/quiz/1', 'quiz_not_found'],
        [`/quiz/question/${await question(1)}`, 'quiz_question_not_found'],
        [`/quiz/answer/${first.id}`, 'quiz_answer_not_found'],
      ] as const) {
        const response = await get(path);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe(code);
      }
      expect((await get(`/quiz/answer/${other.id}`)).json().data.result).toBeNull();
      expect((await get(`/quiz/question/${await question(2)}`)).statusCode).toBe(200);
    } finally {
      await api.db.update(quizzes).set({ published: true }).where(eq(quizzes.id, 1));
      await api.db
        .update(quizAnswers)
        .set({ resultId: other.resultId, nextQuestionId: other.nextQuestionId })
        .where(eq(quizAnswers.id, other.id));
    }
  });

  it('GET /thematic lists the thematics and /thematic/{id} their products and pages', async () => {
    const { items, total } = (await get('/thematic')).json().data;
    expect(total).toBe(4);
    const sleep = (await get(`/thematic/${items[0].id}`)).json().data;
    expect(sleep).toMatchObject({ slug: 'bien-dormir', title: 'Bien dormir' });
    expect(sleep.products[0].slug).toBe('magnesium-marin-90-comprimes');
    expect(sleep.pages.length).toBeGreaterThan(0);
    expect(sleep.pages[0].type.technical_name).toMatch(/^(advice|actualite|need)$/);
  });
});
