import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlMessages as c } from '@/features/admin-control/messages';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy console chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };

beforeEach(resetFakeApi);

describe("the company's data retention (/admin/control)", () => {
  it('keeps days for chat, forever for notifications, and no more than ten years', async () => {
    const user = userEvent.setup();
    signInAs('Recursos Humanos');
    onCall('GET', '/backoffice/Retention', () => ok({ chatDays: null, notificationDays: 90 }));
    onCall('PUT', '/backoffice/Retention', async (request) => ok(await request.json()));
    renderApp('/admin/control');
    await user.click(await screen.findByRole('tab', { name: c.tabs.retention }, firstLoad));
    const chat = await screen.findByRole('textbox', { name: c.retention.chatDays });
    const notices = screen.getByRole('textbox', { name: c.retention.notificationDays });
    expect(chat).toHaveValue('');
    expect(notices).toHaveValue('90');

    // Past the longest it keeps, the field takes the longest (ten years) as it loses focus.
    await user.type(chat, '5000');
    await user.tab();
    expect(chat).toHaveValue('3650');
    await user.clear(chat);
    await user.type(chat, '365');
    await user.clear(notices);
    await user.click(screen.getByRole('button', { name: c.retention.save }));
    await waitFor(() => expect(recorded.find((call) => call.method === 'PUT')).toBeDefined());
    const sent = recorded.find((call) => call.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ chatDays: 365, notificationDays: null });
  });
});
