import { createFileRoute, notFound } from '@tanstack/react-router';
import { quizQueryOptions, quizzesQueryOptions } from '@shop/api-client';
import { answersOf, findQuiz, QuizPage, searchOf } from '../../../features/quiz';
// The search rule from its own file: the feature's index would bring the page into the entry.
import { QuizSearchSchema } from '../../../features/quiz/quiz-search';
import { orNotFound } from '../../../shared/routing';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../../shared/page';

export const Route = createFileRoute('/fr/quiz/$quiz')({
  validateSearch: QuizSearchSchema,
  // The address names a quiz by slug (or id); the API reads quizzes by id.
  loader: async ({ context, params }) => {
    const quizzes = await context.queryClient.ensureQueryData(quizzesQueryOptions());
    const summary = findQuiz(quizzes.items, params.quiz);
    if (!summary) throw notFound();
    return orNotFound(context.queryClient.ensureQueryData(quizQueryOptions(summary.id)));
  },
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(loaderData.title, loaderData.intro, pageCanonicalUrl(match)) : {},
  pendingComponent: () => <PagePending cards={0} />,
  errorComponent: PageLoadError,
  component: QuizRoute,
});

function QuizRoute() {
  const quiz = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuizPage
      quizId={quiz.id}
      answers={answersOf(search)}
      // Each answer is a history entry: the browser's back goes back one question.
      onAnswers={(answers) => void navigate({ search: searchOf(answers), resetScroll: false })}
    />
  );
}
