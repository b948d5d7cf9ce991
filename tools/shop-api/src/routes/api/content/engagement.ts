import type { FastifyInstance } from 'fastify';
import { CONTENT, ContentIdParamsSchema, type Operation } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import {
  findAnswer,
  findHomepage,
  findQuestion,
  findQuiz,
  findThematic,
  listQuizzes,
  listThematics,
} from '../../../repositories/content/engagement';

function found<T>(value: T | null, code: string, message: string): { data: T } {
  if (value === null) throw new ApiError(404, code, message);
  return { data: value };
}

/** The homepage, quizzes and thematics. */
export default async function engagementRoutes(app: FastifyInstance) {
  route(app, CONTENT.homepage, async () =>
    found(await findHomepage(app.db), 'homepage_not_found', 'Homepage not found'),
  );

  route(app, CONTENT.listQuizzes, async () => {
    const items = await listQuizzes(app.db);
    return { data: { items, total: items.length } };
  });
  /** An entry by id, or the operation's 404. */
  const byId = <T>(
    operation: Operation & { params: typeof ContentIdParamsSchema },
    read: (id: number) => Promise<T | null>,
    code: string,
    message: string,
  ) =>
    route(app, operation, async (request) => found(await read(request.params.id), code, message));
  byId(CONTENT.getQuiz, (id) => findQuiz(app.db, id), 'quiz_not_found', 'Quiz not found');
  byId(
    CONTENT.getQuizQuestion,
    (id) => findQuestion(app.db, id),
    'quiz_question_not_found',
    'Quiz question not found',
  );
  byId(
    CONTENT.getQuizAnswer,
    (id) => findAnswer(app.db, id),
    'quiz_answer_not_found',
    'Quiz answer not found',
  );

  // SPEC.md §7 flags the thematics "with token"; the reference API serves them to anyone
  // until the session calls exist.
  route(app, CONTENT.listThematics, async () => {
    const items = await listThematics(app.db);
    return { data: { items, total: items.length } };
  });
  byId(
    CONTENT.getThematic,
    (id) => findThematic(app.db, id),
    'thematic_not_found',
    'Thematic not found',
  );
}
