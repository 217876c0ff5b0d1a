import type { Widgets } from '../../openapi/generated/schema.js';
import { courseWidget } from '../billboard/course-widget.js';
import { unreadCount } from '../chat/chat-store.js';
import type { Queryable } from '../db/database.js';
import { directoryInfoWidget } from '../directory/directory-widget.js';
import { rewardWidget } from '../rewards/reward-widget.js';
import { listProviders } from '../store/catalog-store.js';
import { profileSurveys } from '../surveys/member-store.js';
import { latestTalk } from '../talks/talk-store.js';

/** Who the widgets are for: a signed-in person, or a visitor (null) who sees the default company's public ones. */
export interface WidgetViewer {
  user: { userId: number; companyId: number } | null;
  /** The company of the call: the person's, or the portal's default one for a visitor. */
  companyId: number;
  now: Date;
  today: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Pending surveys and the days until the nearest one closes (spec 000 "/home": shown as today plus those days). */
async function surveyWidget(db: Queryable, v: WidgetViewer): Promise<Widgets['surveyWidget']> {
  if (!v.user) return { expirationDays: 0, pending: 0 };
  const { pendingSurveys } = await profileSurveys(db, v.user, v.today);
  const [nearest] = pendingSurveys;
  return {
    expirationDays: nearest ? daysBetween(v.today, nearest.endDate) : 0,
    pending: pendingSurveys.length,
  };
}

/** Providers of the discount store. */
async function providerWidget(db: Queryable, v: WidgetViewer): Promise<Widgets['providerWidget']> {
  return { quantity: (await listProviders(db, v.companyId)).length };
}

/** The newest talk the person may see. */
async function auditoriumWidget(db: Queryable, v: WidgetViewer): Promise<Widgets['auditoriumWidget']> {
  const talk = await latestTalk(db, {
    companyId: v.companyId,
    userId: v.user?.userId ?? null,
    now: v.now,
    today: v.today,
  });
  if (!talk) return { data: null };
  const { auditoriumId, title, conferenceDate } = talk.data;
  return { data: { auditoriumId, title, conferenceDate, imagePath: talk.files[0]?.path ?? '' } };
}

/** Chat messages not yet read. */
async function messageWidget(db: Queryable, v: WidgetViewer): Promise<Widgets['messageWidget']> {
  return { unread: v.user ? await unreadCount(db, v.user.userId) : 0 };
}

/** Every widget of spec 000 "/home", computed from the real tables. */
export async function homeWidgets(db: Queryable, v: WidgetViewer): Promise<Widgets> {
  const [surveys, messages, rewards, courses, providers, auditorium, directory] = await Promise.all([
    surveyWidget(db, v),
    messageWidget(db, v),
    rewardWidget(db, v.user?.userId ?? null, v.today),
    courseWidget(db, v.companyId, v.user, v.today),
    providerWidget(db, v),
    auditoriumWidget(db, v),
    directoryInfoWidget(db, v.companyId, v.today),
  ]);
  return {
    surveyWidget: surveys,
    messageWidget: messages,
    rewardWidget: rewards,
    courseWidget: courses,
    providerWidget: providers,
    auditoriumWidget: auditorium,
    directoryInfoWidget: directory,
  };
}
