import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** The caller's score of one type for an entry; scoring again replaces it. */
export async function saveScore(
  db: Queryable,
  s: { directoryInfoId: number; userId: number; typeId: number; score: number },
) {
  const row = await firstRow<{ directory_rating_id: number }>(
    db,
    `insert into directory_ratings (directory_info_id, user_id, directory_rating_type_id, score)
     values ($1, $2, $3, $4)
     on conflict (directory_info_id, user_id, directory_rating_type_id) do update set score = excluded.score
     returning directory_rating_id`,
    [s.directoryInfoId, s.userId, s.typeId, s.score],
  );
  if (!row) throw new Error('The score vanished');
  return {
    directoryRatingId: row.directory_rating_id,
    score: s.score,
    directoryRatingTypeId: s.typeId,
    userProfileAsp: String(s.userId),
  };
}
