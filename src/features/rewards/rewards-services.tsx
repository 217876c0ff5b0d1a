import { createContext, useContext, type ReactNode } from 'react';
import { rewardsCalls, redemptionIdOf, type CouponResult } from './api';

/** What the redemption flow does outside the page: redeem and open the coupon. Tests pass fakes. */
export interface RewardsServices {
  redeem(rewardProductFilterId: number, redemptionKey: string): Promise<CouponResult>;
  openCoupon(couponUrl: string): Promise<void>;
}

const gatewayServices: RewardsServices = {
  redeem: rewardsCalls.redeemCoupon,
  openCoupon: (couponUrl) => rewardsCalls.downloadCoupon(redemptionIdOf(couponUrl)),
};

const RewardsServicesContext = createContext<RewardsServices>(gatewayServices);

export function RewardsServicesProvider({
  services,
  children,
}: {
  services: RewardsServices;
  children: ReactNode;
}) {
  return <RewardsServicesContext.Provider value={services}>{children}</RewardsServicesContext.Provider>;
}

export const useRewardsServices = () => useContext(RewardsServicesContext);
