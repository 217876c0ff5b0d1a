import { isCategoryCurrent, levelFor } from '../../domain/recognition.js';
import type { Database, Queryable } from '../db/database.js';
import { invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  countReceivedByType,
  findColleague,
  insertAcknowledgment,
  listRankings,
  listReceived,
  type RankedPerson,
} from './acknowledgment-store.js';
import { findCategory, listCategories, type CategoryRow } from './category-store.js';
import { listLevels, type LevelRow } from './level-store.js';
import { memberPoints } from './member-points.js';
import { recognitionMessages as m } from './recognition-messages.js';

/** Where a recognition notification takes its recipient: the board (src/shared/routing member board). */
const BOARD_LINK = '/board';

/** A level as the ranking and the profile show it, or null below the first level. */
function badge(level: LevelRow | undefined) {
  if (!level) return null;
  const { companyAcknowledgmentLadderId, description, noAcknowledgment, urlLogo } = level;
  return { companyAcknowledgmentLadderId, description, noAcknowledgment, urlLogo };
}

function levelsOf(levels: readonly LevelRow[], typeId: number): LevelRow[] {
  return levels.filter((l) => l.acknowledgmentTypeId === typeId);
}

/** The company's categories open for recognition today (the 'Activos' rule with its day of grace). */
async function openCategories(db: Queryable, companyId: number, today: string): Promise<CategoryRow[]> {
  return (await listCategories(db, companyId)).filter((c) => isCategoryCurrent(c, today));
}

async function openCategory(db: Queryable, companyId: number, typeId: number, today: string) {
  const category = await findCategory(db, companyId, typeId);
  if (!category || !isCategoryCurrent(category, today)) throw new NotFound(m.notFound);
  return category;
}

/** Rankings of the given categories with each person's level there. */
async function rankingsWithLevels(
  db: Queryable,
  companyId: number,
  typeIds: readonly number[],
  limit: number | null,
) {
  if (typeIds.length === 0) return [];
  const [ranking, levels] = await Promise.all([
    listRankings(db, typeIds, limit),
    listLevels(db, companyId, typeIds),
  ]);
  return ranking.map((entry: RankedPerson) => ({
    ...entry,
    level: badge(levelFor(entry.count, levelsOf(levels, entry.acknowledgmentTypeId))),
  }));
}

/** One open category's ranking: its first `limit` places, or all of them. */
export async function categoryRanking(
  db: Queryable,
  companyId: number,
  typeId: number,
  today: string,
  limit: number | null,
) {
  await openCategory(db, companyId, typeId, today);
  const ranking = await rankingsWithLevels(db, companyId, [typeId], limit);
  return ranking.map(({ acknowledgmentTypeId: _type, ...entry }) => entry);
}

/** The first place of every open category. */
export async function topOnes(db: Queryable, companyId: number, today: string) {
  const categories = await openCategories(db, companyId, today);
  const firsts = await rankingsWithLevels(
    db,
    companyId,
    categories.map((c) => c.acknowledgmentTypeId),
    1,
  );
  return firsts.map((entry) => ({
    ...entry,
    title: categories.find((c) => c.acknowledgmentTypeId === entry.acknowledgmentTypeId)?.title ?? '',
  }));
}

/** The caller's count and level in each category where they were recognised. */
async function standings(db: Queryable, companyId: number, userId: number) {
  const [counts, levels] = await Promise.all([countReceivedByType(db, userId), listLevels(db, companyId)]);
  return counts.map((c) => ({
    ...c,
    level: badge(levelFor(c.count, levelsOf(levels, c.acknowledgmentTypeId))),
  }));
}

/** The open categories with the caller's count and level icon in each. */
export async function categoriesForMember(db: Queryable, companyId: number, userId: number, today: string) {
  const [categories, mine] = await Promise.all([
    openCategories(db, companyId, today),
    standings(db, companyId, userId),
  ]);
  return categories.map((c) => {
    const own = mine.find((s) => s.acknowledgmentTypeId === c.acknowledgmentTypeId);
    return {
      acknowledgmentTypeId: c.acknowledgmentTypeId,
      title: c.title,
      description: c.description,
      validTo: c.validTo,
      logo: own?.level?.urlLogo ?? null,
      count: own?.count ?? 0,
    };
  });
}

/** The side panel 'Recompensas': who the caller is, their points, what they received and their levels. */
export async function myAcknowledgments(db: Queryable, companyId: number, userId: number) {
  const person = orNotFound(await findColleague(db, companyId, userId), m.notFound);
  const [points, received, mine] = await Promise.all([
    memberPoints(db, userId),
    listReceived(db, userId),
    standings(db, companyId, userId),
  ]);
  return {
    ...person,
    points,
    received: received.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    standings: mine,
  };
}

export interface Giver {
  userId: number;
  companyId: number;
}

export interface RecognitionInput {
  acknowledgmentTypeId: number;
  userProfileTo: number;
  text: string;
}

/**
 * Records a recognition and tells its recipient. 'toSelf' is the spec's '03'; a recipient outside the
 * company (or inactive) and a category that is not open are not found; an empty text is invalid.
 */
export async function giveRecognition(
  db: Database,
  giver: Giver,
  input: RecognitionInput,
  at: Date,
  today: string,
  notifier: Notifier,
): Promise<{ toSelf: true } | { toSelf: false; id: number }> {
  const text = input.text.trim();
  if (text === '') throw invalidInput([{ field: 'text', message: m.required }]);
  if (input.userProfileTo === giver.userId) return { toSelf: true };
  const category = await findCategory(db, giver.companyId, input.acknowledgmentTypeId);
  if (!category || !isCategoryCurrent(category, today)) throw new NotFound(m.failed);
  const [recipient, from] = await Promise.all([
    findColleague(db, giver.companyId, input.userProfileTo),
    findColleague(db, giver.companyId, giver.userId),
  ]);
  if (!recipient || !from) throw new NotFound(m.failed);
  const id = await db.transaction(async (tx) => {
    const created = await insertAcknowledgment(tx, {
      acknowledgmentTypeId: category.acknowledgmentTypeId,
      from: giver.userId,
      to: recipient.userProfileId,
      text,
      at,
    });
    await notifier.notify(tx, {
      userId: recipient.userProfileId,
      message: m.notification.message(from.firstName, category.title),
      eventMessage: m.notification.eventMessage,
      link: BOARD_LINK,
      targetId: category.acknowledgmentTypeId,
    });
    return created;
  });
  return { toSelf: false, id };
}
