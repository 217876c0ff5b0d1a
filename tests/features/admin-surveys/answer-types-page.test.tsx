import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };

const deletes = () =>
  recorded.filter((c) => c.method === 'DELETE' && c.path === '/backoffice/SurveyAnswerType');

beforeEach(() => {
  resetFakeApi();
  signInAs('Recursos Humanos');
  onCall('GET', '/backoffice/SurveyAnswerType', () =>
    ok([{ surveyAnswerTypeId: 3, description: 'Escala', active: true }]),
  );
  onCall('DELETE', '/backoffice/SurveyAnswerType', () => ok(true));
});

describe('answer types (/admin/AdminAnswerTypes)', () => {
  it('deactivates an answer type only after the confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/admin/AdminAnswerTypes');
    await screen.findByText('Escala', undefined, firstLoad);
    await user.click(screen.getByRole('button', { name: /Desactivar/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(dialog).toHaveTextContent('No podrás revertir esta acción');
    expect(deletes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Desactivar/ }));
    await user.click(await screen.findByRole('button', { name: 'Sí, desactivar' }));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
  });
});
