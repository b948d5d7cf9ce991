import * as v from 'valibot';
import { IdSchema, ImageSchema, NonEmptyStringSchema as NonEmptySchema } from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';
import { NeedLinkSchema, PathSchema, ProductLinkSchema } from './common';
import { PageSummarySchema } from './pages';

/** The homepage, quizzes and thematics. */

const LinkSchema = v.object({ label: NonEmptySchema, url: PathSchema });

function sectionSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    title: NonEmptySchema,
    subtitle: v.string(),
    link: v.nullable(LinkSchema),
    items: v.array(item),
  });
}

export const HomepageSchema = v.object({
  hero: v.object({
    title: NonEmptySchema,
    subtitle: v.string(),
    link: v.nullable(LinkSchema),
    image: ImageSchema,
  }),
  promoted: sectionSchema(ProductLinkSchema),
  new_products: sectionSchema(ProductLinkSchema),
  needs: sectionSchema(NeedLinkSchema),
  advice: sectionSchema(PageSummarySchema),
});
export type Homepage = v.InferOutput<typeof HomepageSchema>;
export const HomepageReplySchema = dataEnvelopeSchema(HomepageSchema);

// Quizzes
export const QuizResultSchema = v.object({
  id: IdSchema,
  quiz_id: IdSchema,
  title: NonEmptySchema,
  text: v.string(),
  products: v.array(ProductLinkSchema),
});
export type QuizResult = v.InferOutput<typeof QuizResultSchema>;

export const QuizAnswerSchema = v.object({
  id: IdSchema,
  question_id: IdSchema,
  label: NonEmptySchema,
  next_question_id: v.pipe(
    v.nullable(IdSchema),
    v.description('The question this answer leads to, or null when it leads to `result_id`.'),
  ),
  result_id: v.nullable(IdSchema),
});
export type QuizAnswer = v.InferOutput<typeof QuizAnswerSchema>;

export const QuizQuestionSchema = v.object({
  id: IdSchema,
  quiz_id: IdSchema,
  label: NonEmptySchema,
  help: v.string(),
  order: v.number(),
  answers: v.array(QuizAnswerSchema),
});
export type QuizQuestion = v.InferOutput<typeof QuizQuestionSchema>;

export const QuizSummarySchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  title: NonEmptySchema,
  intro: v.string(),
  url: PathSchema,
  first_question_id: v.nullable(IdSchema),
  question_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type QuizSummary = v.InferOutput<typeof QuizSummarySchema>;

export const QuizSchema = v.object({
  ...QuizSummarySchema.entries,
  questions: v.array(QuizQuestionSchema),
  results: v.array(QuizResultSchema),
});
export type Quiz = v.InferOutput<typeof QuizSchema>;

export const QuizListReplySchema = dataEnvelopeSchema(listSchema(QuizSummarySchema));
export const QuizReplySchema = dataEnvelopeSchema(QuizSchema);
export const QuizQuestionReplySchema = dataEnvelopeSchema(QuizQuestionSchema);

export const QuizAnswerOutcomeSchema = v.object({
  answer: QuizAnswerSchema,
  next_question: v.nullable(QuizQuestionSchema),
  result: v.nullable(QuizResultSchema),
});
export type QuizAnswerOutcome = v.InferOutput<typeof QuizAnswerOutcomeSchema>;
export const QuizAnswerReplySchema = dataEnvelopeSchema(QuizAnswerOutcomeSchema);

// Thematics
export const ThematicSummarySchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  title: NonEmptySchema,
  description: v.string(),
  order: v.number(),
});
export type ThematicSummary = v.InferOutput<typeof ThematicSummarySchema>;
export const ThematicSchema = v.object({
  ...ThematicSummarySchema.entries,
  products: v.array(ProductLinkSchema),
  pages: v.array(PageSummarySchema),
});
export type Thematic = v.InferOutput<typeof ThematicSchema>;
export const ThematicListReplySchema = dataEnvelopeSchema(listSchema(ThematicSummarySchema));
export const ThematicReplySchema = dataEnvelopeSchema(ThematicSchema);
