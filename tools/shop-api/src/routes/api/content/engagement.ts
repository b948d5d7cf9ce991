import type { FastifyInstance } from 'fastify';
import {
  CommonQuerySchema,
  ContentIdParamsSchema,
  HomepageReplySchema,
  QuizAnswerReplySchema,
  QuizListReplySchema,
  QuizQuestionReplySchema,
  QuizReplySchema,
  ThematicListReplySchema,
  ThematicReplySchema,
  type ContentIdParams,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import {
  findAnswer,
  findHomepage,
  findQuestion,
  findQuiz,
  findThematic,
  listQuizzes,
  listThematics,
} from '../../../repositories/content/engagement';

const query = requestJsonSchema(CommonQuerySchema);
const idParams = requestJsonSchema(ContentIdParamsSchema);

function found<T>(value: T | null, code: string, message: string): { data: T } {
  if (value === null) throw new ApiError(404, code, message);
  return { data: value };
}

/** The homepage, quizzes and thematics. */
export default async function engagementRoutes(app: FastifyInstance) {
  app.get(
    '/homepage',
    { schema: { querystring: query, response: { 200: replyJsonSchema(HomepageReplySchema) } } },
    async () => found(await findHomepage(app.db), 'homepage_not_found', 'Homepage not found'),
  );

  app.get(
    '/quiz',
    { schema: { querystring: query, response: { 200: replyJsonSchema(QuizListReplySchema) } } },
    async () => {
      const items = await listQuizzes(app.db);
      return { data: { items, total: items.length } };
    },
  );
  const byId = <T>(
    path: string,
    reply: Parameters<typeof replyJsonSchema>[0],
    read: (id: number) => Promise<T | null>,
    code: string,
    message: string,
  ) =>
    app.get<{ Params: ContentIdParams }>(
      path,
      {
        schema: { querystring: query, params: idParams, response: { 200: replyJsonSchema(reply) } },
      },
      async (request) => found(await read(request.params.id), code, message),
    );
  byId(
    '/quiz/:id',
    QuizReplySchema,
    (id) => findQuiz(app.db, id),
    'quiz_not_found',
    'Quiz not found',
  );
  byId(
    '/quiz/question/:id',
    QuizQuestionReplySchema,
    (id) => findQuestion(app.db, id),
    'quiz_question_not_found',
    'Quiz question not found',
  );
  byId(
    '/quiz/answer/:id',
    QuizAnswerReplySchema,
    (id) => findAnswer(app.db, id),
    'quiz_answer_not_found',
    'Quiz answer not found',
  );

  // SPEC.md §7 flags the thematics "with token"; the reference API serves them to anyone
  // until the session calls exist.
  app.get(
    '/thematic',
    { schema: { querystring: query, response: { 200: replyJsonSchema(ThematicListReplySchema) } } },
    async () => {
      const items = await listThematics(app.db);
      return { data: { items, total: items.length } };
    },
  );
  byId(
    '/thematic/:id',
    ThematicReplySchema,
    (id) => findThematic(app.db, id),
    'thematic_not_found',
    'Thematic not found',
  );
}
