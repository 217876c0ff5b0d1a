import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FullProfile } from '@/features/profile/components/full-profile';
import { profileMessages as m } from '@/features/profile/messages';
import { fakeProfileServices, member, renderWithProfile } from './fake-profile-services';
import { pretendPhone } from '../../support/phone-width';

beforeEach(() => pretendPhone());

describe('the profile lists on a phone', () => {
  it('shows each activity, service and application as a card with its status and actions at hand', async () => {
    const user = userEvent.setup();
    const fake = fakeProfileServices({
      loadActivities: async () => [
        { userActivityId: 1, activityType: 'Evento', name: 'Caminata', endDate: '2026-01-10' },
      ],
      loadServices: async () => [
        {
          directoryInfoId: 2,
          fullName: 'Servicio 2',
          expirationDate: '2026-12-31',
          directoryInfoStatusId: 2,
          directoryInfoStatusName: 'Autorizado',
          active: true,
          categoryServiceName: 'Servicios creativos',
          subCategoryServiceName: null,
          cardStatus: 'notNeeded',
        },
      ],
    });
    renderWithProfile(<FullProfile profile={member} />, fake.services);
    const activities = await screen.findByRole('list', { name: m.tabs.activities });
    expect(within(activities).getByRole('listitem')).toHaveTextContent('Caminata');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('tab', { name: m.tabs.services }));
    const card = within(await screen.findByRole('list', { name: m.tabs.services })).getByRole('listitem');
    expect(card).toHaveTextContent('Autorizado');
    expect(card).toHaveTextContent(`${m.columns.category}Servicios creativos`);
    expect(within(card).getByRole('button', { name: m.services.remove })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
