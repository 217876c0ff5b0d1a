import { appendAudit } from '../audit/audit-store.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { removeErasedReceiptsBefore } from '../privacy/erasure-store.js';
import { companiesWithRetention, removeChatBefore, removeNotificationsBefore } from './retention-store.js';

const DAY_MS = 86_400_000;
/** The first run waits for the gateway to settle after its start. */
const FIRST_RUN_MS = 60_000;

/** How long the receipts of an erased account are kept: the tax law's five years (docs/decisions/0309). */
export const RECEIPT_YEARS = 5;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const yearsBefore = (now: Date, years: number) => {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day;
};

const byTheJob = { actorId: null, actorRole: null, address: null, area: 'admin-control' };

/**
 * Removes what each company keeps for a limited time and is older than its setting (docs/decisions/0308), and
 * the receipts of erased accounts once the law no longer asks for them (0309); writes what it removed to the
 * company's audit log. Running it twice (two gateways) removes nothing more.
 */
export async function applyRetention(db: Database, now: Date): Promise<void> {
  const receipts = await removeErasedReceiptsBefore(db, yearsBefore(now, RECEIPT_YEARS));
  for (const [companyId, orders] of receipts) {
    await appendAudit(db, {
      at: now,
      companyId,
      ...byTheJob,
      action: 'receiptsExpired',
      entity: `companyId=${companyId}`,
      after: { orders, years: RECEIPT_YEARS },
    });
  }
  for (const company of await companiesWithRetention(db)) {
    const removed = await db.transaction(async (tx) => ({
      chatMessages:
        company.chatDays === null
          ? 0
          : await removeChatBefore(tx, company.companyId, daysBefore(now, company.chatDays)),
      notifications:
        company.notificationDays === null
          ? 0
          : await removeNotificationsBefore(tx, company.companyId, daysBefore(now, company.notificationDays)),
    }));
    if (removed.chatMessages === 0 && removed.notifications === 0) continue;
    await appendAudit(db, {
      at: now,
      companyId: company.companyId,
      ...byTheJob,
      action: 'retentionApplied',
      entity: `companyId=${company.companyId}`,
      before: { chatDays: company.chatDays, notificationDays: company.notificationDays },
      after: removed,
    });
  }
}

/** Runs the retention once a minute after the start and then daily; returns the stop. */
export function startRetentionJob(db: Database, clock: Clock, onError: (error: unknown) => void): () => void {
  const run = () => void applyRetention(db, clock()).catch(onError);
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
