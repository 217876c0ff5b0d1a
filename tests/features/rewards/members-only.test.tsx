import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AccountStatusPage from '@/features/rewards/account-status.page';
import { rewardsMessages as m } from '@/features/rewards/messages';
import RedemptionHistoryPage from '@/features/rewards/redemption-history.page';
import RewardsPage from '@/features/rewards/rewards.page';
import { uiMessages } from '@/shared/ui';
import { renderAsMember } from '../../flows/support/render-member';

const get = vi.fn();
vi.mock('@/api/client', () => ({ api: { GET: (...args: unknown[]) => get(...args) } }));

describe.each([
  ['/rewards', RewardsPage, m.titles.rewards],
  ['/redemption-history', RedemptionHistoryPage, m.titles.history],
  ['/account-status', AccountStatusPage, m.titles.statement],
])('%s for a visitor', (_path, Page, title) => {
  it('shows the title and the sign-in blocker and asks the gateway for nothing', async () => {
    const { loginRequest } = renderAsMember(<Page />, { userId: null });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: uiMessages.blocker.signIn }));
    expect(loginRequest.open).toHaveBeenCalledWith('login');
    expect(get).not.toHaveBeenCalled();
  });
});
