import type { QuizSummary } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { findQuiz } from './find-quiz';

const summary = (id: number, slug: string): QuizSummary => ({
  id,
  slug,
  title: slug,
  intro: '',
  url: `/fr/quiz/${slug}`,
  first_question_id: 1,
  question_count: 1,
});
const quizzes = [summary(1, 'probiotique'), summary(2, 'sommeil'), summary(3, '12')];

describe('findQuiz', () => {
  it('finds a quiz by its slug or its id', () => {
    expect(findQuiz(quizzes, 'sommeil')?.id).toBe(2);
    expect(findQuiz(quizzes, '1')?.id).toBe(1);
  });

  it('prefers the slug when a slug looks like an id', () => {
    expect(findQuiz(quizzes, '12')?.id).toBe(3);
  });

  it('finds nothing for an unknown slug or id', () => {
    expect(findQuiz(quizzes, 'inconnu')).toBeUndefined();
    expect(findQuiz(quizzes, '99')).toBeUndefined();
    expect(findQuiz(quizzes, '01')).toBeUndefined();
  });
});
