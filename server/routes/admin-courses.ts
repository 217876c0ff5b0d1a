import type { FastifyRequest } from 'fastify';
import { youtubeEmbedUrl } from '../../domain/youtube-embed.js';
import { isAudienceAddressed } from '../audience/audience-store.js';
import { setItemAudience } from '../audience/item-audience.js';
import { currentUser } from '../auth/request-auth.js';
import { billboardMessages } from '../billboard/billboard-messages.js';
import {
  courseTypeNames,
  deactivateCourse,
  findAdminCourse,
  insertCourse,
  listAdminCourses,
  pageAdminCourses,
  replaceCourseFiles,
  updateCourse,
  type CourseChange,
} from '../billboard/course-store.js';
import { Conflict, NotFound, invalidInput, type FieldError, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import type { Services } from '../services.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import type { BodyOf, FilesOf, HandlerMap } from './handler.js';

const m = billboardMessages.course;
const FOLDER = 'courses';
const LINK = /^https?:\/\/\S+$/;

type Form = BodyOf<'createCourse'>;
type Files = FilesOf<'createCourse'>;
type AdminCourse = NonNullable<Awaited<ReturnType<typeof findAdminCourse>>>;

/** Billboard posts (spec 002 §2, §5 "Course", §7); every operation is x-roles [hr], deletion is deactivation. */
export function adminCourseHandlers({ db, uploads, clock, today }: Services) {
  const hr = (request: FastifyRequest) => currentUser(request);

  /** Spec 002 §5 "Course" on the server; `previous` is the stored post when editing. */
  async function check(companyId: number, form: Form, files: Files, previous?: AdminCourse) {
    const errors: FieldError[] = [];
    const add = (field: string, message: string) => errors.push({ field, message });
    if (form.name.trim() === '') add('name', billboardMessages.required);
    if (form.description.trim() === '') add('description', billboardMessages.required);
    const now = today();
    if (form.startDate < now && form.startDate !== previous?.startDate) add('startDate', m.beforeToday);
    if (form.endDate < form.startDate) add('endDate', m.endBeforeStart);
    let urlMedia: string | null = null;
    const pasted = form.urlMedia?.trim() ?? '';
    if (form.courseMediaTypeId === 2) {
      if (pasted === '') add('urlMedia', billboardMessages.required);
      else if (!LINK.test(pasted)) add('urlMedia', m.linkFormat);
      else urlMedia = pasted;
    }
    if (form.courseMediaTypeId === 3) {
      urlMedia = pasted === '' ? null : youtubeEmbedUrl(pasted);
      if (pasted === '') add('urlMedia', billboardMessages.required);
      else if (!urlMedia) add('urlMedia', m.youtubeOnly);
      if (files.files?.length) add('files', uploadMessages.unknownFile);
    } else {
      const kept = previous?.courseMediaTypeId === form.courseMediaTypeId ? previous.files.length : 0;
      if (!files.files?.length && kept === 0) add('files', m.needsFile);
      if (form.courseMediaTypeId === 2 && files.files?.some((f) => !f.mime.startsWith('image/')))
        add('files', billboardMessages.imageKinds);
    }
    const users = form.users ?? [];
    const addressed = await isAudienceAddressed(db, companyId, 'Curso');
    if (addressed && users.length === 0) add('users', m.needsUser);
    if (errors.length > 0) throw invalidInput(errors);
    const change: CourseChange = {
      courseMediaTypeId: form.courseMediaTypeId,
      name: form.name.trim(),
      description: form.description.trim(),
      startDate: form.startDate,
      endDate: form.endDate,
      reward: form.reward,
      urlMedia,
    };
    return { change, users: addressed ? users : [] };
  }

  /** Saves the post, its files (new ones replace the stored; type 3 keeps none) and its audience at once. */
  async function save(
    request: FastifyRequest,
    form: Form,
    files: Files,
    previous?: AdminCourse,
    calendarEvent = false,
  ) {
    const user = hr(request);
    const { change, users } = await check(user.companyId, form, files, previous);
    const sent = files.files ?? [];
    const urls = sent.length ? await uploads.save(user.userId, FOLDER, sent) : [];
    try {
      const { id, old } = await db.transaction(async (tx) => {
        const courseId = previous
          ? previous.courseId
          : await insertCourse(tx, user.companyId, change, calendarEvent, user.userId, clock());
        if (previous) await updateCourse(tx, courseId, change);
        const replaced =
          sent.length > 0 ||
          change.courseMediaTypeId === 3 ||
          previous?.courseMediaTypeId !== form.courseMediaTypeId;
        const replacedPaths = replaced
          ? await replaceCourseFiles(
              tx,
              courseId,
              sent.map((file, i) => ({ fileName: file.fileName, path: urls[i] as string })),
            )
          : [];
        await setItemAudience(tx, user.companyId, 'course', courseId, users);
        return { id: courseId, old: replacedPaths };
      });
      // Replaced files go only once the new ones are saved for good.
      await uploads.release(user.userId, old);
      return (await findAdminCourse(db, user.companyId, id)) as AdminCourse;
    } catch (error) {
      await uploads.release(user.userId, urls);
      throw error;
    }
  }

  async function course(companyId: number, id: number): Promise<AdminCourse> {
    return orNotFound(await findAdminCourse(db, companyId, id), m.notFound);
  }

  return {
    listAdminCourses: async ({ request }) => ok(await listAdminCourses(db, hr(request).companyId)),

    async listCoursesPaginated({ request, query }) {
      return ok(
        await pageAdminCourses(db, hr(request).companyId, query.pageIndex, query.elements, query.typeId),
      );
    },

    listCourseTypes: async () =>
      ok(Object.entries(courseTypeNames).map(([id, name]) => ({ courseMediaTypeId: Number(id), name }))),

    getCourseWithFiles: async ({ request, params }) => ok(await course(hr(request).companyId, params.id)),

    createCourse: async ({ request, body, files, query }) =>
      ok(await save(request, body, files, undefined, query.createCalendarEvent === true), m.created),

    async updateCourse({ request, body, files }) {
      if (body.courseId === undefined) throw new NotFound(m.notFound);
      const previous = await course(hr(request).companyId, body.courseId);
      return ok(await save(request, body, files, previous), m.updated);
    },

    async deactivateCourse({ request, query }) {
      const current = await course(hr(request).companyId, query.id);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateCourse(db, current.courseId);
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
