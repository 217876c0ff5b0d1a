import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { pointsBalance } from '../points/points-store.js';
import { latestRewards, offeredRewards } from './member-catalogue-store.js';

type RewardWidget = components['schemas']['Widgets']['rewardWidget'];

const TEASER_SIZE = 3;

/**
 * The home wall's rewardWidget and rewards teaser (spec 000 "/home"): the balance from the ledger, how
 * many offered rewards it and the stock allow today, and the newest offered rewards. Visitors get zeros.
 */
export async function rewardWidget(
  db: Queryable,
  userId: number | null,
  today: string,
): Promise<RewardWidget> {
  if (userId === null) return { points: 0, redeemable: 0, teaser: [] };
  const points = await pointsBalance(db, userId);
  const offered = await offeredRewards(db, userId, today, 0);
  const latest = await latestRewards(db, userId, today, 0, TEASER_SIZE);
  return {
    points,
    redeemable: offered.filter((item) => item.stock > 0 && item.points <= points).length,
    teaser: latest.map(({ rewardProductFilterId, title, points: price, urlImage }) => ({
      rewardProductFilterId,
      title,
      points: price,
      urlImage,
    })),
  };
}
