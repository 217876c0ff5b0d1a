import { seedRewards } from '../rewards/reward-seed.js';
import { defineArea } from './area.js';
import { rewardHandlers } from './rewards.js';

export const rewardsArea = defineArea({
  name: 'rewards',
  handlers: rewardHandlers,
  seed: { order: 90, run: seedRewards },
});
