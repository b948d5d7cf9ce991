import * as v from 'valibot';
import {
  CommonQuerySchema,
  IdSchema,
  PageNumberSchema,
  perPageSchema,
  RowIdSchema,
} from '../common';
import { dataEnvelopeSchema } from '../envelope';
import { CountSchema, DateSchema } from './common';

export const NoteSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** A consumer review (SPEC.md §3); `author` null means anonymous. */
export const EvaluationSchema = v.object({
  id: IdSchema,
  note: NoteSchema,
  author: v.nullable(v.string()),
  date: DateSchema,
  content: v.string(),
  answer: v.pipe(
    v.nullable(v.object({ content: v.string(), date: DateSchema })),
    v.description("The laboratory's answer, if it gave one."),
  ),
});
export type Evaluation = v.InferOutput<typeof EvaluationSchema>;

export const EVALUATION_ORDERS = ['date_desc', 'date_asc', 'note_desc', 'note_asc'] as const;
export type EvaluationOrder = (typeof EVALUATION_ORDERS)[number];

/** Reviews per page unless the call says otherwise (SPEC.md is silent: our choice). */
export const DEFAULT_EVALUATIONS_PER_PAGE = 10;

export const EvaluationListQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  product_id: v.pipe(RowIdSchema, v.description('The product whose reviews to list.')),
  page: v.optional(PageNumberSchema, 1),
  perPage: perPageSchema(DEFAULT_EVALUATIONS_PER_PAGE, 50),
  orderBy: v.pipe(
    v.optional(v.picklist(EVALUATION_ORDERS), 'date_desc'),
    v.description('The sort of the reviews.'),
  ),
});
export type EvaluationListQuery = v.InferInput<typeof EvaluationListQuerySchema>;

/** One page of reviews, with the figures of all of them: mean note and count per note. */
export const EvaluationListSchema = v.object({
  items: v.array(EvaluationSchema),
  total: CountSchema,
  average: v.pipe(
    v.nullable(v.number()),
    v.description('Mean note, one decimal; null without reviews.'),
  ),
  notes: v.pipe(
    v.array(v.object({ note: NoteSchema, count: CountSchema })),
    v.description('Notes 5 to 1, each with its number of reviews.'),
  ),
});
export type EvaluationList = v.InferOutput<typeof EvaluationListSchema>;
export const EvaluationListReplySchema = dataEnvelopeSchema(EvaluationListSchema);
