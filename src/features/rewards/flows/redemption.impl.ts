import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { notifyFailed } from '@/shared/ui';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { redemptionMachine } from '../../../../machines/redemption.machine';
import { rewardsQueries } from '../api';
import { rewardsMessages as m } from '../messages';
import { useRewardsServices } from '../rewards-services';

/** The redemption statechart with the gateway (or a test's fakes) behind its actor and actions. */
export function useRedemption() {
  const services = useRewardsServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    redemptionMachine.provide({
      actors: {
        redeemCoupon: fromPromise(({ input }) =>
          services.redeem(input.rewardProductFilterId, input.redemptionKey),
        ),
      },
      actions: {
        openCoupon: (_, { couponUrl }) => {
          services.openCoupon(couponUrl).catch((error: unknown) => notifyFailed(m.downloadFailed, error));
        },
        refreshRewards: () => void queryClient.invalidateQueries({ queryKey: rewardsQueries.all }),
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
