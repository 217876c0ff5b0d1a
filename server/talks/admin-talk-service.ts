import { storedTalkUrl, talkLink } from '../../domain/talk-link.js';
import type { AdminTalkModel as Model, AdminTalk } from '../../openapi/generated/schema.js';
import { isAudienceAddressed } from '../audience/audience-store.js';
import { setItemAudience } from '../audience/item-audience.js';
import { Conflict, invalidInput, NotFound, type FieldError, orNotFound } from '../domain-errors.js';
import { isActiveOrgUnit, orgUnitTables, unitOrAll } from '../organisation/org-unit-store.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import {
  companyPeople,
  deactivateTalk,
  findAdminTalk,
  insertTalk,
  updateTalk,
  type TalkChange,
} from './admin-talk-store.js';
import { talkMessages as m } from './talk-messages.js';
import { instantIn } from '../../domain/dates.js';

const FOLDER = 'talks';

const leading = (value: string) => value !== value.trimStart();

/** The form rules of spec 002 §5; editing may keep a start date already in the past. */
function checkModel(model: Model, today: string, previous: AdminTalk | undefined): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['title', 'conferenceUrl'] as const) {
    if (model[field].trim() === '') errors.push({ field, message: m.required });
    else if (leading(model[field])) errors.push({ field, message: m.leadingSpace });
  }
  if (model.conferenceUrl.trim() !== '' && !talkLink(model.conferenceUrl))
    errors.push({ field: 'conferenceUrl', message: m.talkLinkOnly });
  if (model.startDate < today && model.startDate !== previous?.startDate)
    errors.push({ field: 'startDate', message: m.startBeforeToday });
  if (model.conferenceDate.slice(0, 10) < model.startDate)
    errors.push({ field: 'conferenceDate', message: m.eventBeforeStart });
  return errors;
}

/** Pride Talks events as HR manages them: rules, image, audience and the optional calendar notice. */
export function adminTalkService({ db, uploads, clock, today, config, notifier }: Services) {
  async function talk(companyId: number, id: number): Promise<AdminTalk> {
    return orNotFound(await findAdminTalk(db, companyId, id), m.notFound);
  }

  async function save(
    user: { userId: number; companyId: number },
    model: Model,
    image: CheckedUpload | undefined,
    previous: AdminTalk | undefined,
    notify: boolean,
  ): Promise<AdminTalk> {
    const errors = checkModel(model, today(), previous);
    if (!image && !previous) errors.push({ field: 'images', message: m.imageMissing });
    const users = model.listUser ?? [];
    if (users.length === 0 && (await isAudienceAddressed(db, user.companyId, 'Auditorio')))
      errors.push({ field: 'listUser', message: m.usersRequired });
    // A job role is one of the company's, active, or the one the talk already had.
    const role = unitOrAll(model.jobRoleId);
    if (
      role !== null &&
      role !== previous?.jobRoleId &&
      !(await isActiveOrgUnit(db, orgUnitTables.jobRole, user.companyId, role))
    )
      errors.push({ field: 'jobRoleId', message: m.unknownJobRole });
    if (errors.length > 0) throw invalidInput(errors);

    const [stored] = image ? await uploads.save(user.userId, FOLDER, [image]) : [];
    const change: TalkChange = {
      title: model.title,
      reward: model.reward,
      // A video is kept as the nocookie embed, the only video host the page's frame-src admits (decision 0190).
      conferenceUrl: storedTalkUrl(model.conferenceUrl),
      startDate: model.startDate,
      conferenceDate: instantIn(model.conferenceDate, config.timeZone),
      durationHours: model.duration,
      jobRoleId: role,
      imagePath: stored ?? previous?.imagePath ?? '',
      active: model.active ?? previous?.active ?? true,
    };
    const id = await db.transaction(async (tx) => {
      const saved = previous?.auditoriumId ?? (await insertTalk(tx, user.companyId, change, clock()));
      if (previous) await updateTalk(tx, saved, change);
      await setItemAudience(tx, user.companyId, 'talk', saved, users, 'listUser');
      if (notify) {
        const people = users.length > 0 ? users : await companyPeople(tx, user.companyId);
        for (const userId of people)
          await notifier.notify(tx, {
            userId,
            message: `${m.scheduled}: ${model.title}`,
            eventMessage: m.scheduledKind,
            link: `/audience/${saved}`,
            targetId: saved,
          });
      }
      return saved;
    });
    if (stored && previous) await uploads.release(user.userId, [previous.imagePath]);
    return talk(user.companyId, id);
  }

  return {
    talk,
    create: (
      user: { userId: number; companyId: number },
      model: Model,
      image?: CheckedUpload,
      notify = false,
    ) => save(user, model, image, undefined, notify),
    async update(user: { userId: number; companyId: number }, model: Model, image?: CheckedUpload) {
      if (model.auditoriumId === undefined) throw new NotFound(m.notFound);
      return save(user, model, image, await talk(user.companyId, model.auditoriumId), false);
    },
    async deactivate(companyId: number, id: number) {
      const current = await talk(companyId, id);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateTalk(db, id);
    },
  };
}
