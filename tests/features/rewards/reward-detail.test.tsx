import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CouponResult, RewardItem } from '@/features/rewards/api';
import { rewardsMessages as m } from '@/features/rewards/messages';
import RewardsPage from '@/features/rewards/rewards.page';
import { RewardsServicesProvider } from '@/features/rewards/rewards-services';
import { createGate } from '../../flows/support/gate';
import { renderAsMember } from '../../flows/support/render-member';
import { stubIntersectionObserver } from '../../support/intersection-observer';

stubIntersectionObserver();

const { cafe, cine } = vi.hoisted(() => {
  const base = {
    rewardProductId: 1,
    rewardCategoryId: 1,
    rewardCategoryDescription: 'Experiencias',
    popUpText: 'Presenta el cupón impreso o en tu celular.',
    stock: 4,
  };
  const cafe: RewardItem = {
    ...base,
    rewardProductFilterId: 1,
    title: 'Café y postre',
    description: 'Café y postre con Café Arcoíris.',
    points: 300,
    urlImage: '/files/rewards/cafe.svg',
    providerName: 'Café Arcoíris',
    restriction: 'Válido de lunes a viernes. No acumulable con otras promociones.',
  };
  const cine: RewardItem = {
    ...base,
    rewardProductFilterId: 3,
    title: 'Dos boletos de cine',
    description: 'Dos boletos de cine con Cine Diverso.',
    points: 800,
    urlImage: '/files/rewards/cine.svg',
    providerName: 'Cine Diverso',
    restriction: '',
  };
  return { cafe, cine };
});

// The page's queries read these instead of the gateway.
vi.mock('@/api/client', async () => {
  const { rewardsCatalogueClient } = await import('../../flows/support/rewards-catalogue');
  return rewardsCatalogueClient([cafe, cine]);
});

function renderPage() {
  const redeem = createGate<number, CouponResult>();
  renderAsMember(
    <RewardsServicesProvider services={{ redeem: redeem.call, openCoupon: vi.fn(async () => undefined) }}>
      <RewardsPage />
    </RewardsServicesProvider>,
  );
  return { redeem };
}

describe('reward detail', () => {
  it('opens with Enter on the chosen reward, with the carousel and its pause control, and Escape returns to the card', async () => {
    const user = userEvent.setup();
    renderPage();
    const open = await screen.findByRole('button', { name: m.detailNamed(cine.title) });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: m.detailTitle }));
    const carousel = dialog.getByRole('region', { name: m.detailCarousel });
    expect(within(carousel).getByRole('button', { name: 'Pausar carrusel' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const shown = within(carousel).getByRole('group', { name: '2 de 2' });
    expect(within(shown).getByRole('heading', { name: cine.title })).toBeVisible();
    expect(within(shown).getByText(m.points('800'))).toBeVisible();
    expect(within(shown).getByText(cine.description)).toBeVisible();
    expect(carousel.querySelector('[inert]')).toHaveTextContent(cafe.restriction);
    await user.click(within(carousel).getByRole('button', { name: 'Pausar carrusel' }));
    expect(within(carousel).getByRole('button', { name: 'Reproducir carrusel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('redeems through the one redemption dialog', async () => {
    const user = userEvent.setup();
    const { redeem } = renderPage();
    await user.click(await screen.findByRole('button', { name: m.detailNamed(cafe.title) }));
    const detail = within(await screen.findByRole('dialog', { name: m.detailTitle }));
    const shown = detail.getByRole('group', { name: '1 de 2' });
    expect(within(shown).getByText(m.restrictions)).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: m.redeemNamed(cafe.title) }));
    const confirm = within(await screen.findByRole('dialog', { name: m.confirmTitle }));
    expect(confirm.getByText(m.confirmText(cafe.title, '300'))).toBeVisible();
    expect(screen.queryByRole('dialog', { name: m.detailTitle })).toBeNull();
    await user.click(confirm.getByRole('button', { name: m.confirm }));
    expect(redeem.input).toBe(cafe.rewardProductFilterId);
  });
});
