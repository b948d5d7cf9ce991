import type { Quiz, QuizAnswer } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { quizStep } from './quiz-path';

const answer = (
  id: number,
  questionId: number,
  next: number | null,
  result: number | null = null,
): QuizAnswer => ({
  id,
  question_id: questionId,
  label: `Réponse ${id}`,
  next_question_id: next,
  result_id: result,
});

const question = (id: number, answers: QuizAnswer[]) => ({
  id,
  quiz_id: 1,
  label: `Question ${id}`,
  help: '',
  order: id,
  answers,
});

const result = (id: number) => ({
  id,
  quiz_id: 1,
  title: `Résultat ${id}`,
  text: '',
  products: [],
});

// Question 1 branches: answer 1 goes through question 2, answer 2 straight to question 3.
const quiz: Quiz = {
  id: 1,
  slug: 'bilan',
  title: 'Bilan',
  intro: '',
  url: '/fr/quiz/bilan',
  first_question_id: 1,
  question_count: 3,
  questions: [
    question(1, [answer(1, 1, 2), answer(2, 1, 3)]),
    question(2, [answer(3, 2, 3)]),
    question(3, [answer(4, 3, null, 10), answer(5, 3, null, 99)]),
  ],
  results: [result(10)],
};

describe('quizStep', () => {
  it('starts at the first question', () => {
    const step = quizStep(quiz, []);
    expect(step).toMatchObject({ kind: 'question', number: 1, question: { id: 1 } });
  });

  it('follows each answer to the question it leads to', () => {
    expect(quizStep(quiz, [1])).toMatchObject({ number: 2, question: { id: 2 } });
    expect(quizStep(quiz, [2])).toMatchObject({ number: 2, question: { id: 3 } });
  });

  it('ends on the result of the last answer', () => {
    const step = quizStep(quiz, [1, 3, 4]);
    expect(step).toEqual({ kind: 'result', result: result(10), answered: [1, 3, 4] });
  });

  it('stops at the question an answer does not belong to', () => {
    expect(quizStep(quiz, [1, 4, 4])).toMatchObject({
      kind: 'question',
      question: { id: 2 },
      answered: [1],
    });
  });

  it('has no result when the answer points to a missing one', () => {
    expect(quizStep(quiz, [2, 5])).toMatchObject({ kind: 'result', result: null });
  });

  it('has no result for a quiz without questions', () => {
    expect(quizStep({ ...quiz, first_question_id: null }, [])).toMatchObject({
      kind: 'result',
      result: null,
    });
  });
});
