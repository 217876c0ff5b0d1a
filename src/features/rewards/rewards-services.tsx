import { servicesContext } from '@/shared/services-context';
import { rewardsCalls, redemptionIdOf, type CouponResult } from './api';

/** What the redemption flow does outside the page: redeem and open the coupon. Tests pass fakes. */
interface RewardsServices {
  redeem(rewardProductFilterId: number, redemptionKey: string): Promise<CouponResult>;
  openCoupon(couponUrl: string): Promise<void>;
}

const gatewayServices: RewardsServices = {
  redeem: rewardsCalls.redeemCoupon,
  openCoupon: (couponUrl) => rewardsCalls.downloadCoupon(redemptionIdOf(couponUrl)),
};

const context = servicesContext<RewardsServices>(gatewayServices);
export const RewardsServicesProvider = context.Provider;
export const useRewardsServices = context.useServices;
