import type { QuizSummary } from '@shop/api-client';

/**
 * The quiz an address names: by its slug (`/fr/quiz/votre-bilan-sommeil`, the API's own
 * links) or by its id (`/fr/quiz/2`, older links). Undefined when it names none.
 */
export function findQuiz(
  quizzes: readonly QuizSummary[],
  slugOrId: string,
): QuizSummary | undefined {
  return (
    quizzes.find((quiz) => quiz.slug === slugOrId) ??
    (/^[1-9]\d*$/.test(slugOrId) ? quizzes.find((quiz) => quiz.id === Number(slugOrId)) : undefined)
  );
}
