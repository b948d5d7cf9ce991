import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answersOf, QuizSearchSchema, searchOf } from './quiz-search';

const read = (search: unknown) => answersOf(v.parse(QuizSearchSchema, search));

describe('the quiz’s answers in the address', () => {
  it('reads what it writes', () => {
    for (const answers of [[], [4], [1, 4, 7]]) expect(read(searchOf(answers))).toEqual(answers);
    expect(searchOf([1, 4, 7])).toEqual({ reponses: '1-4-7' });
    expect(searchOf([4])).toEqual({ reponses: 4 });
  });

  it.each([{ reponses: '1,4' }, { reponses: 'x' }, { reponses: '-1' }, { reponses: '' }, {}])(
    'reads %j as no answer',
    (search) => {
      expect(read(search)).toEqual([]);
    },
  );
});
