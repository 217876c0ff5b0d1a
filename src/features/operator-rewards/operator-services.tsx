import { servicesContext } from '@/shared/services-context';
import type { RewardSaved } from '../../../machines/reward-form.machine';
import { operatorCalls } from './api';

/** What the reward form's statechart does outside the page; tests pass fakes. */
interface OperatorServices {
  saveReward(form: FormData): Promise<RewardSaved>;
}

const context = servicesContext<OperatorServices>({ saveReward: operatorCalls.saveReward });
export const OperatorServicesProvider = context.Provider;
export const useOperatorServices = context.useServices;
