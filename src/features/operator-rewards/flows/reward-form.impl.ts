import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { paths } from '@/shared/routing';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { rewardFormMachine } from '../../../../machines/reward-form.machine';
import { operatorQueries } from '../api';
import { operatorMessages as m } from '../messages';
import { notifyOk } from '@/shared/ui';
import { useOperatorServices } from '../operator-services';

/** The reward form's statechart with the gateway (or a test's fakes) behind its actor and navigation. */
export function useRewardForm() {
  const services = useOperatorServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    rewardFormMachine.provide({
      actors: { saveReward: fromPromise(({ input }) => services.saveReward(input)) },
      actions: {
        goToList: ({ context }) => {
          notifyOk(Number(context.form?.get('rewardProductId') ?? 0) > 0 ? m.rewardUpdated : m.rewardCreated);
          void queryClient.invalidateQueries({ queryKey: operatorQueries.all });
          void navigate(paths.operator.controlReward(1));
        },
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
