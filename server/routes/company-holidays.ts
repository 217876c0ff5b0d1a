import type { FastifyRequest } from 'fastify';
import { requireRole } from '../auth/request-auth.js';
import { Roles } from '../auth/roles.js';
import { Code, HttpError, invalidInput, ok, type FieldError } from '../http/envelope.js';
import { checkImage, noticeImageSize, noticeVideoPolicy } from '../organisation/image-rules.js';
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
import { checkUpload } from '../uploads/upload-policy.js';
import { storeUpload } from '../uploads/upload-store.js';
import type { UploadedFile } from '../uploads/uploaded-file.js';
import type { BodyOf, HandlerMap } from './handler.js';

const m = orgMessages.notice;
/** Only type 2 (Aviso) can be a video (spec 002 §4). */
const AVISO = 2;
const LINK = /^https?:\/\/\S+$/;
const FOLDER = 'notices';

type Form = BodyOf<'createCompanyHoliday'>;
interface NoticeFiles {
  imageFile?: UploadedFile;
  videoFile?: UploadedFile;
}

/** Notices, the company holidays of spec 002 §5 and §9; HR only, deletion is deactivation. */
export function companyHolidayHandlers({ db, config, today }: Services) {
  const hr = (request: FastifyRequest) => requireRole(request, Roles.hr).companyId;

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
      ? await checkImage(files.imageFile, noticeImageSize(form.typeId))
      : undefined;
    const video =
      isVideo && files.videoFile ? await checkUpload(files.videoFile, noticeVideoPolicy) : undefined;
    const imagePath = image
      ? await storeUpload(config.uploadsDir, FOLDER, image)
      : (previous?.imagePath ?? '');
    const videoPath = video ? await storeUpload(config.uploadsDir, FOLDER, video) : null;
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
    const row = await findNotice(db, companyId, id);
    if (!row) throw new HttpError(404, Code.notFound, orgMessages.notFound);
    return row;
  }

  return {
    async listCompanyHolidays({ request }) {
      return ok(await listNotices(db, hr(request)));
    },
    async createCompanyHoliday({ request, body, files }) {
      const companyId = hr(request);
      const id = await insertNotice(db, companyId, await build(body, files, undefined));
      return ok(await notice(companyId, id), m.created);
    },
    async updateCompanyHoliday({ request, body, files }) {
      const companyId = hr(request);
      if (body.companyHolidayId === undefined)
        throw invalidInput([{ field: 'companyHolidayId', message: orgMessages.notFound }]);
      const previous = await notice(companyId, body.companyHolidayId);
      await updateNotice(db, previous.companyHolidayId, await build(body, files, previous));
      return ok(await notice(companyId, previous.companyHolidayId), m.updated);
    },
    async deactivateCompanyHoliday({ request, query }) {
      const current = await notice(hr(request), query.id);
      if (!current.active) throw new HttpError(409, Code.conflict, orgMessages.alreadyInactive);
      await deactivateNotice(db, current.companyHolidayId);
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
