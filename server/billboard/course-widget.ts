import type { Queryable } from '../db/database.js';
import { listVisibleCourses, showsRecommendations } from './course-store.js';
import { countAvailable } from './event-store.js';

/**
 * The home wall's courseWidget and the menu badge (spec 000 §2): events on sale on the billboard plus, for a
 * person whose Recomendaciones tab is on, the recommendations they have not completed yet.
 */
export async function courseWidget(
  db: Queryable,
  companyId: number,
  user: { userId: number } | null,
  today: string,
): Promise<{ quantity: number }> {
  const events = await countAvailable(db, companyId, today);
  if (!user || !(await showsRecommendations(db, user.userId))) return { quantity: events };
  const courses = await listVisibleCourses(db, companyId, user.userId, today);
  return { quantity: events + courses.filter((course) => !course.isCompleted).length };
}
