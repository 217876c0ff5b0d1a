import type { RewardItem } from '@/features/rewards/api';

/**
 * Factory for `vi.mock('@/api/client', ...)` on the rewards page: its queries read the balance, the one
 * category and these rewards (the last one as the latest) instead of the gateway.
 */
export function rewardsCatalogueClient(items: RewardItem[]) {
  const replies: Record<string, unknown> = {
    '/BackEnd/RewardProducts': { balance: 1250, items },
    '/BackEnd/RewardCategories': [{ rewardCategoryId: 1, description: 'Experiencias', urlIcon: '' }],
    '/BackEnd/LatestRewardProducts': items.slice(-1),
  };
  return {
    api: {
      GET: async (path: string) => ({
        data: { responseCode: '00', responseMessage: '', data: replies[path] },
        response: new Response(),
      }),
    },
  };
}
