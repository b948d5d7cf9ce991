import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { quizQueryOptions } from '@shop/api-client';
import { StandalonePageBreadcrumb } from '../../shared/routing';
import { quizStep } from './quiz-path';
import { QuizQuestionStep } from './quiz-question-step';
import { QuizResultView } from './quiz-result-view';
import './quiz.css';

export interface QuizPageProps {
  quizId: number;
  /** The answers given so far, by id: the address holds them (quiz-search.ts). */
  answers: readonly number[];
  /** Goes to the quiz's state after these answers. */
  onAnswers: (answers: readonly number[]) => void;
}

/**
 * SPEC.md §2 « Quiz and quiz result »: one question at a time, then the advice. The
 * answers are in the address, so a reload shows the same question or result.
 */
export function QuizPage({ quizId, answers, onAnswers }: QuizPageProps) {
  const { data: quiz } = useSuspenseQuery(quizQueryOptions(quizId));
  // The answer taken back by « Précédent », checked again on the question it belongs to.
  const [undone, setUndone] = useState<number | undefined>();
  const [moved, setMoved] = useState(false);
  const step = quizStep(quiz, answers);
  const total = Math.max(quiz.question_count, step.kind === 'question' ? step.number : 0);

  function go(next: readonly number[], taken?: number) {
    onAnswers(next);
    setUndone(taken);
    setMoved(true);
  }

  return (
    <div className="page quiz">
      <StandalonePageBreadcrumb title={quiz.title} />
      <h1>{quiz.title}</h1>
      {quiz.intro && step.kind === 'question' && <p className="quiz__intro">{quiz.intro}</p>}
      {step.kind === 'question' ? (
        <QuizQuestionStep
          key={step.question.id}
          question={step.question}
          number={step.number}
          total={total}
          previousAnswerId={undone}
          takeFocus={moved}
          onAnswer={(answerId) => go([...step.answered, answerId])}
          onBack={
            step.answered.length > 0
              ? () => go(step.answered.slice(0, -1), step.answered.at(-1))
              : undefined
          }
        />
      ) : (
        <QuizResultView result={step.result} onRestart={() => go([])} />
      )}
    </div>
  );
}
