import { createFileRoute, notFound } from '@tanstack/react-router';
import { quizQueryOptions, quizzesQueryOptions } from '@shop/api-client';
import { findQuiz, QuizPage } from '../../../features/quiz';
import { orNotFound } from '../../../shared/routing';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/quiz/$quiz')({
  // The address names a quiz by slug (or id); the API reads quizzes by id.
  loader: async ({ context, params }) => {
    const quizzes = await context.queryClient.ensureQueryData(quizzesQueryOptions());
    const summary = findQuiz(quizzes.items, params.quiz);
    if (!summary) throw notFound();
    return orNotFound(context.queryClient.ensureQueryData(quizQueryOptions(summary.id)));
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.title, loaderData.intro) : {}),
  pendingComponent: () => <PagePending cards={0} />,
  errorComponent: PageLoadError,
  component: QuizRoute,
});

function QuizRoute() {
  const quiz = Route.useLoaderData();
  return <QuizPage quizId={quiz.id} />;
}
