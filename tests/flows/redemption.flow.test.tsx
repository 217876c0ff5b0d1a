import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CouponResult, RewardItem } from '@/features/rewards/api';
import { rewardsMessages as m } from '@/features/rewards/messages';
import RewardsPage from '@/features/rewards/rewards.page';
import { RewardsServicesProvider } from '@/features/rewards/rewards-services';
import { redemptionMachine, type RedemptionEvent } from '../../machines/redemption.machine';
import { createGate } from './support/gate';
import { renderAsMember } from './support/render-member';
import { modelPaths, nothingReached, toModelMachine, walk, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';
import { stubIntersectionObserver } from '../support/intersection-observer';

stubIntersectionObserver();

const { cine } = vi.hoisted(() => {
  const cine: RewardItem = {
    rewardProductFilterId: 3,
    rewardProductId: 2,
    title: 'Dos boletos de cine',
    description: 'Dos boletos',
    points: 800,
    urlImage: '/files/rewards/cine.svg',
    rewardCategoryId: 1,
    rewardCategoryDescription: 'Experiencias',
    providerName: 'Cine Diverso',
    popUpText: 'Presenta el cupón',
    restriction: '',
    stock: 4,
  };
  return { cine };
});
const refusal = 'Ya no hay cupones disponibles para esta recompensa.';
const coupon: CouponResult = {
  couponUrl: '/api/BackEnd/DownloadCoupon/9',
  rewardOrderUserProfileId: 9,
  balance: 450,
};

// The page's queries read these instead of the gateway.
vi.mock('@/api/client', async () => {
  const { rewardsCatalogueClient } = await import('./support/rewards-catalogue');
  return rewardsCatalogueClient([cine]);
});

type ModelEvent =
  | RedemptionEvent
  | { type: 'xstate.done.actor.redeemCoupon'; output: CouponResult }
  | { type: 'xstate.error.actor.redeemCoupon'; error: Error };

const choose: ModelEvent = {
  type: 'redemption.choose',
  rewardProductFilterId: cine.rewardProductFilterId,
  title: cine.title,
  points: cine.points,
};
// The page offers its own fresh key; the model's stands for it.
const confirm: ModelEvent = { type: 'redemption.confirm', redemptionKey: 'clave-del-modelo-0001' };
const dismiss: ModelEvent = { type: 'redemption.dismiss' };
const redeemed: ModelEvent = { type: 'xstate.done.actor.redeemCoupon', output: coupon };
const refused: ModelEvent = { type: 'xstate.error.actor.redeemCoupon', error: new Error(refusal) };

const { paths, coverage } = modelPaths<ModelEvent>(redemptionMachine, {
  simple: true,
  events: [choose, confirm, { type: 'redemption.cancel' }, dismiss, redeemed, refused],
});

/**
 * With the model's one key a second attempt is a state already visited, so no simple path confirms twice: this
 * one retries a refused attempt, then redeems the same reward again.
 */
const retried = walk(
  toModelMachine(redemptionMachine),
  undefined,
  [choose, confirm, refused, dismiss, choose, confirm, redeemed, dismiss, choose, confirm, redeemed],
  nothingReached(),
);

function renderPage() {
  const redeem = createGate<{ rewardProductFilterId: number; redemptionKey: string }, CouponResult>();
  const openCoupon = vi.fn(async () => undefined);
  const services = {
    redeem: (rewardProductFilterId: number, redemptionKey: string) =>
      redeem.call({ rewardProductFilterId, redemptionKey }),
    openCoupon,
  };
  renderAsMember(
    <RewardsServicesProvider services={services}>
      <RewardsPage />
    </RewardsServicesProvider>,
  );
  return { redeem, openCoupon };
}

function expectState(state: ModelStep<ModelEvent>['state'], openCoupon: ReturnType<typeof vi.fn>) {
  if (state.matches('browsing')) return expect(screen.queryByRole('dialog')).toBeNull();
  const dialog = within(screen.getByRole('dialog'));
  if (state.matches('confirming')) {
    expect(dialog.getByText(m.confirmText(cine.title, '800'))).toBeVisible();
    return expect(dialog.getByRole('button', { name: m.confirm })).toBeEnabled();
  }
  if (state.matches('redeeming'))
    return expect(dialog.getByRole('button', { name: m.cancel })).toBeDisabled();
  if (state.matches('redeemed')) {
    // The success is said once, in the message; the dialog is named after the reward.
    expect(screen.getByRole('dialog', { name: cine.title })).toBeVisible();
    expect(dialog.getAllByText(m.redeemed)).toHaveLength(1);
    expect(dialog.getByRole('status')).toHaveTextContent(m.redeemed);
    return expect(openCoupon).toHaveBeenLastCalledWith(coupon.couponUrl);
  }
  expect(dialog.getByRole('alert')).toHaveTextContent(refusal);
}

describe('redemption flow (model-based, rendered)', () => {
  itCoversTheModel('redemption', coverage);

  it.each(pathCases([...paths, retried]))('%s', async (_, path) => {
    const user = userEvent.setup();
    const { redeem, openCoupon } = renderPage();
    await screen.findByRole('button', { name: m.redeemNamed(cine.title) });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(m.balance('1,250'));
    expectState(path.start, openCoupon);
    // The key of the last attempt that reached the gateway, and whether it failed.
    let attempt: { key: string; failed: boolean } | null = null;
    for (const step of path.steps) {
      const dialog = () => within(screen.getByRole('dialog'));
      switch (step.event.type) {
        case 'redemption.choose':
          await user.click(screen.getByRole('button', { name: m.redeemNamed(cine.title) }));
          break;
        case 'redemption.confirm':
          await user.click(dialog().getByRole('button', { name: m.confirm }));
          expect(redeem.input.rewardProductFilterId).toBe(cine.rewardProductFilterId);
          expect(redeem.input.redemptionKey).toMatch(/^[0-9a-f-]{36}$/);
          // Confirming again after a failure retries the attempt; after a coupon it is a new redemption.
          if (attempt?.failed) expect(redeem.input.redemptionKey).toBe(attempt.key);
          else if (attempt) expect(redeem.input.redemptionKey).not.toBe(attempt.key);
          attempt = { key: redeem.input.redemptionKey, failed: false };
          break;
        case 'redemption.cancel':
          await user.click(dialog().getByRole('button', { name: m.cancel }));
          break;
        case 'redemption.dismiss':
          await user.click(dialog().getByRole('button', { name: m.close }));
          break;
        case 'xstate.done.actor.redeemCoupon':
          await redeem.resolve(coupon);
          break;
        case 'xstate.error.actor.redeemCoupon':
          await redeem.reject(new Error(refusal));
          if (attempt) attempt.failed = true;
          break;
      }
      expectState(step.state, openCoupon);
    }
  });
});
