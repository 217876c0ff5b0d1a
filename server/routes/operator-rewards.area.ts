import { defineArea, joinHandlers } from './area.js';
import { operatorRewardCatalogueHandlers } from './operator-rewards-catalogue.js';
import { operatorRewardHandlers } from './operator-rewards.js';

export const operatorRewardsArea = defineArea({
  name: 'operator-rewards',
  handlers: joinHandlers(operatorRewardHandlers, operatorRewardCatalogueHandlers),
  uploads: [
    'createRewardProduct',
    'updateRewardProduct',
    'loadRewardCoupons',
    'createRewardCategory',
    'updateRewardCategory',
    'createRewardProvider',
    'updateRewardProvider',
  ],
});
