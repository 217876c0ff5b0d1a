import dayjs from 'dayjs';
import type { AuthUser } from '../auth/access-tokens.js';
import { Conflict, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import { refundVerification } from './card-store.js';
import { directoryMessages } from './directory-messages.js';
import { decideEntry, findItem } from './directory-store.js';
import { companyDirectoryValues, grantFreePosts } from './settings-store.js';

/** Where the owner's notification leads: the entry's detail page (spec 001 §2). */
const detailsPath = (id: number) => `/details-directory/${id}`;

export interface Grace {
  freePosts: number;
  days: number;
}

/**
 * HR's decision on a pending entry (spec 001 §4), once and for good. Authorizing starts a month of validity
 * plus the grace days, refunds the card's micro-charge and, with grace settings, grants the owner free posts.
 */
export async function decide(
  services: Services,
  hr: AuthUser,
  id: number,
  decision: { approve: true; grace?: Grace } | { approve: false },
) {
  const { db, notifier } = services;
  const item = orNotFound(await findItem(db, hr.companyId, id), directoryMessages.notFound);
  const now = services.clock();
  const graceDays = decision.approve
    ? (decision.grace?.days ?? (await companyDirectoryValues(db, hr.companyId)).NoDaysGrace)
    : 0;
  const expirationDate = dayjs(services.today()).add(1, 'month').add(graceDays, 'day').format('YYYY-MM-DD');
  const decided = await db.transaction(async (tx) => {
    const row = await decideEntry(
      tx,
      hr.companyId,
      id,
      decision.approve ? { approve: true, expirationDate } : { approve: false },
    );
    if (!row) return undefined;
    if (decision.approve) {
      await refundVerification(tx, id, now);
      if (decision.grace) await grantFreePosts(tx, row.user_id, decision.grace.freePosts);
    }
    await notifier.notify(tx, {
      userId: row.user_id,
      message: decision.approve
        ? directoryMessages.approvedNotice(row.full_name)
        : directoryMessages.rejectedNotice(row.full_name),
      eventMessage: directoryMessages.notificationEvent,
      link: decision.approve ? detailsPath(id) : null,
      targetId: id,
    });
    return row;
  });
  if (!decided) throw new Conflict(directoryMessages.notPending);
  return {
    directoryInfoId: id,
    directoryInfoStatusId: decision.approve ? 2 : 3,
    isEnableRewards: item.isEnableRewards,
  };
}
