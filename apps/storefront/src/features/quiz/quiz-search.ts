import * as v from 'valibot';

/**
 * `/fr/quiz/<quiz>?reponses=12-15-19`: the answers given so far, by id, in order. The
 * address holds the quiz's state, so a result survives a reload and can be shared, and
 * the browser's back button goes back one question. Anything else is read as no answer.
 */
export const QuizSearchSchema = v.object({
  reponses: v.fallback(
    v.optional(
      v.pipe(
        // The router reads `?reponses=12` as the number 12.
        v.union([v.number(), v.string()]),
        v.transform(String),
        v.regex(/^\d{1,9}(?:-\d{1,9}){0,49}$/),
      ),
    ),
    undefined,
  ),
});
export type QuizSearch = v.InferOutput<typeof QuizSearchSchema>;

export function answersOf(search: QuizSearch): number[] {
  return search.reponses === undefined ? [] : search.reponses.split('-').map(Number);
}

/**
 * The search of these answers. Dashes, which an address keeps as they are (commas come
 * out as %2C); one answer alone as a number, which the router writes bare (a string that
 * reads as a number it would quote).
 */
export function searchOf(answers: readonly number[]): v.InferInput<typeof QuizSearchSchema> {
  if (answers.length === 0) return { reponses: undefined };
  return { reponses: answers.length === 1 ? answers[0] : answers.join('-') };
}
