import { createContext, useContext, type ReactNode } from 'react';
import type { RewardSaved } from '../../../machines/reward-form.machine';
import { operatorCalls } from './api';

/** What the reward form's statechart does outside the page; tests pass fakes. */
export interface OperatorServices {
  saveReward(form: FormData): Promise<RewardSaved>;
}

const OperatorServicesContext = createContext<OperatorServices>({ saveReward: operatorCalls.saveReward });

export function OperatorServicesProvider({
  services,
  children,
}: {
  services: OperatorServices;
  children: ReactNode;
}) {
  return <OperatorServicesContext.Provider value={services}>{children}</OperatorServicesContext.Provider>;
}

export const useOperatorServices = () => useContext(OperatorServicesContext);
