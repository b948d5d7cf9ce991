import type { Quiz, QuizQuestion, QuizResult } from '@shop/api-client';

/** Where a quiz stands after some answers: a question to answer, or its result. */
export type QuizStep =
  | {
      kind: 'question';
      question: QuizQuestion;
      /** 1 for the first question. */
      number: number;
      /** The answers that led here, the ones given before going back included. */
      answered: readonly number[];
    }
  /** `result` is null when the quiz leads nowhere (a back-office mistake). */
  | { kind: 'result'; result: QuizResult | null; answered: readonly number[] };

/**
 * Follows the answers given, by id, from the first question: each answer leads to a next
 * question or to a result (questions may branch). An answer that does not belong to the
 * question reached (a quiz edited meanwhile) stops the walk there.
 */
export function quizStep(quiz: Quiz, answerIds: readonly number[]): QuizStep {
  const questions = new Map(quiz.questions.map((question) => [question.id, question]));
  let question =
    quiz.first_question_id === null ? undefined : questions.get(quiz.first_question_id);
  const answered: number[] = [];
  for (const answerId of answerIds) {
    const answer = question?.answers.find((candidate) => candidate.id === answerId);
    if (!question || !answer) break;
    answered.push(answerId);
    if (answer.next_question_id !== null) {
      question = questions.get(answer.next_question_id);
      continue;
    }
    const result = quiz.results.find((candidate) => candidate.id === answer.result_id) ?? null;
    return { kind: 'result', result, answered };
  }
  if (!question) return { kind: 'result', result: null, answered };
  return { kind: 'question', question, number: answered.length + 1, answered };
}
