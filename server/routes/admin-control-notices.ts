import type { FastifyRequest } from 'fastify';
import { noticeImageBox } from '../../domain/image-boxes.js';
import { currentUser } from '../auth/request-auth.js';
import { Conflict, invalidInput, type FieldError, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { checkDimensions } from '../organisation/check-dimensions.js';
import {
  deactivateNotice,
  findNotice,
  insertNotice,
  listNotices,
  updateNotice,
  type NoticeChange,
  type NoticeRow,
} from '../organisation/notice-store.js';
import { orgMessages } from '../organisation/org-messages.js';
import type { Services } from '../services.js';
import type { BodyOf, FilesOf, HandlerMap } from './handler.js';

const m = orgMessages.notice;
/** Only type 2 (Aviso) can be a video (spec 002 §4). */
const AVISO = 2;
const LINK = /^https?:\/\/\S+$/;
const FOLDER = 'notices';

type Form = BodyOf<'createCompanyHoliday'>;
type NoticeFiles = FilesOf<'createCompanyHoliday'>;

/** Notices, the company holidays of spec 002 §5 and §9; HR only, deletion is deactivation. */
export function adminControlNoticeHandlers({ db, uploads, today }: Services) {
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const hr = (request: FastifyRequest) => currentUser(request).companyId;

  /** The date rules; editing may keep dates already in the past. */
  function checkDates(form: Form, previous: NoticeRow | undefined): FieldError[] {
    const errors: FieldError[] = [];
    const now = today();
    const moved = (field: 'date' | 'startDate', value: string) => !previous || previous[field] !== value;
    if (moved('date', form.date) && form.date < now)
      errors.push({ field: 'date', message: m.eventBeforeToday });
    if ((moved('startDate', form.startDate) && form.startDate < now) || form.startDate > form.date)
      errors.push({ field: 'startDate', message: m.startOutOfRange });
    if (form.endDate < form.startDate) errors.push({ field: 'endDate', message: m.endBeforeStart });
    return errors;
  }

  async function build(
    userId: number,
    form: Form,
    files: NoticeFiles,
    previous: NoticeRow | undefined,
  ): Promise<NoticeChange> {
    const errors = checkDates(form, previous);
    const isVideo = form.isVideo === true;
    if (isVideo && form.typeId !== AVISO) errors.push({ field: 'isVideo', message: m.videoOnlyForAviso });
    const link = form.link?.trim() ?? '';
    if (!isVideo && !LINK.test(link))
      errors.push({ field: 'link', message: link === '' ? m.linkRequired : m.linkPrefix });
    if (!files.imageFile && !previous?.imagePath)
      errors.push({ field: 'imageFile', message: m.imageMissing });
    const iframe = form.iframe?.trim() ?? '';
    const keepsVideo = previous?.isVideo && previous.videoPath;
    if (isVideo && !files.videoFile && iframe === '' && !keepsVideo)
      errors.push({ field: 'videoFile', message: m.videoMissing });
    if (errors.length > 0) throw invalidInput(errors);

    const image = files.imageFile
      ? await checkDimensions(files.imageFile, noticeImageBox(form.typeId))
      : undefined;
    const [imageUrl] = image ? await uploads.save(userId, FOLDER, [image]) : [];
    const [videoPath = null] =
      isVideo && files.videoFile ? await uploads.save(userId, FOLDER, [files.videoFile]) : [];
    const imagePath = imageUrl ?? previous?.imagePath ?? '';
    return {
      description: form.description,
      date: form.date,
      startDate: form.startDate,
      endDate: form.endDate,
      workingDay: form.workingDay === true,
      typeId: form.typeId,
      isVideo,
      // Switching away from a video clears its data (spec 002 §4).
      iframe: isVideo && !videoPath && iframe !== '' ? iframe : null,
      videoPath: isVideo ? (videoPath ?? (iframe === '' ? (previous?.videoPath ?? null) : null)) : null,
      link: isVideo ? null : link,
      imagePath,
    };
  }

  async function notice(companyId: number, id: number): Promise<NoticeRow> {
    return orNotFound(await findNotice(db, companyId, id), orgMessages.notFound);
  }

  return {
    async listCompanyHolidays({ request }) {
      return ok(await listNotices(db, hr(request)));
    },
    async createCompanyHoliday({ request, body, files }) {
      const companyId = hr(request);
      const id = await insertNotice(
        db,
        companyId,
        await build(currentUser(request).userId, body, files, undefined),
      );
      return ok(await notice(companyId, id), m.created);
    },
    async updateCompanyHoliday({ request, body, files }) {
      const companyId = hr(request);
      if (body.companyHolidayId === undefined)
        throw invalidInput([{ field: 'companyHolidayId', message: orgMessages.notFound }]);
      const previous = await notice(companyId, body.companyHolidayId);
      await updateNotice(
        db,
        previous.companyHolidayId,
        await build(currentUser(request).userId, body, files, previous),
      );
      return ok(await notice(companyId, previous.companyHolidayId), m.updated);
    },
    async deactivateCompanyHoliday({ request, query }) {
      const current = await notice(hr(request), query.id);
      if (!current.active) throw new Conflict(orgMessages.alreadyInactive);
      await deactivateNotice(db, current.companyHolidayId);
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
