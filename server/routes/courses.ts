import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { currentUser } from '../auth/request-auth.js';
import { billboardMessages } from '../billboard/billboard-messages.js';
import {
  COURSE_ENTITY_TYPE,
  findCourseFile,
  findVisibleCourse,
  listCompletedCourses,
  listVisibleCourses,
  recordCompletion,
  showsRecommendations,
} from '../billboard/course-store.js';
import { NotFound, orNotFound } from '../domain-errors.js';
import { creditPoints } from '../points/points-ledger.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { UPLOADS_URL } from '../uploads/upload-store.js';
import type { HandlerMap } from './handler.js';

const m = billboardMessages.course;
const LATEST = 4;

/** Recommendations as members see and complete them (spec 001 §4, §7); the audience rule applies to each. */
export function courseHandlers({ db, clock, config, today }: Services) {
  return {
    async listCourses({ request }) {
      const { companyId, userId } = currentUser(request);
      return ok(await listVisibleCourses(db, companyId, userId, today()));
    },

    async listCompletedCourses({ request }) {
      const { companyId, userId } = currentUser(request);
      return ok(await listCompletedCourses(db, companyId, userId));
    },

    async getUserProfileCourse({ request }) {
      const { companyId, userId } = currentUser(request);
      const visible = await listVisibleCourses(db, companyId, userId, today());
      const completed = await listCompletedCourses(db, companyId, userId);
      return ok({
        showRecommendations: await showsRecommendations(db, userId),
        pending: visible.filter((course) => !course.isCompleted).length,
        completed: completed.length,
      });
    },

    async listLatestCourses({ request }) {
      const { companyId, userId } = currentUser(request);
      return ok(await listVisibleCourses(db, companyId, userId, today(), LATEST));
    },

    async completeCourse({ request, body }) {
      const { companyId, userId } = currentUser(request);
      const course = orNotFound(
        await findVisibleCourse(db, companyId, userId, today(), body.CourseId),
        m.notFound,
      );
      // The first completion credits the reward once, in the same transaction (docs/decisions/0134).
      const first = await db.transaction(async (tx) => {
        const recorded = await recordCompletion(tx, course.courseId, userId, course.reward, clock());
        if (recorded)
          await creditPoints(tx, {
            userId,
            points: course.reward,
            reason: m.completedReason(course.name),
            sourceKind: 'course',
            sourceId: course.courseId,
            at: clock(),
          });
        return recorded;
      });
      return ok({
        courseId: course.courseId,
        isCompleted: true,
        firstCompletion: first,
        reward: course.reward,
      });
    },

    async getStorageWithFile({ request, params }) {
      const { companyId } = currentUser(request);
      const file =
        params.entityTypeId === COURSE_ENTITY_TYPE
          ? await findCourseFile(db, companyId, params.entityId, params.sequence)
          : undefined;
      if (!file?.path.startsWith(`${UPLOADS_URL}/`)) throw new NotFound(m.fileNotFound);
      const content = await readFile(join(config.uploadsDir, file.path.slice(UPLOADS_URL.length + 1)));
      return ok({
        entityId: params.entityId,
        entityTypeId: params.entityTypeId,
        sequence: params.sequence,
        fileName: file.fileName,
        path: file.path,
        file: content.toString('base64'),
      });
    },
  } satisfies Partial<HandlerMap>;
}
