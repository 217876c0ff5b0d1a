import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onCall, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };
const refusal = 'La encuesta no se pudo leer';

beforeEach(() => {
  resetFakeApi();
  signInAs('Recursos Humanos');
  onCall('GET', '/backoffice/Survey/Get/5', () => ({
    responseCode: '01',
    responseMessage: refusal,
    data: null,
  }));
  onCall('GET', '/backoffice/Survey', () => ({ responseCode: '00', responseMessage: 'OK', data: [] }));
});

afterEach(() => notifications.clean());

describe('a survey that cannot be read (spec 002 §8)', () => {
  it("shows the gateway's message once and goes back to the list", async () => {
    const errors = vi.spyOn(console, 'error');
    const shown = vi.spyOn(notifications, 'show');
    renderApp('/admin/details-survey/5');
    await screen.findByRole('heading', { level: 1, name: 'Tu opinion' }, firstLoad);
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 300));
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ message: refusal });
    expect(shown.mock.calls[0]?.[0].title).not.toBe('Error al guardar encuesta');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Maximum update depth/);
  });
});
