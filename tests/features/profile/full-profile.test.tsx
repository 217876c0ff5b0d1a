import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FullProfile } from '@/features/profile/components/full-profile';
import { profileMessages as m } from '@/features/profile/messages';
import { progressColor } from '@/features/profile/profile-rules';
import type { DirectoryService } from '@/features/profile/api';
import { fakeProfileServices, member, renderWithProfile } from './fake-profile-services';

const service = (id: number, status: number, extra: Partial<DirectoryService> = {}): DirectoryService => ({
  directoryInfoId: id,
  fullName: `Servicio ${id}`,
  expirationDate: '2026-12-31',
  directoryInfoStatusId: status,
  directoryInfoStatusName: `Estatus ${status}`,
  active: true,
  categoryServiceName: null,
  subCategoryServiceName: null,
  cardStatus: 'notNeeded',
  ...extra,
});

/** Presses a service's remove button and answers yes to the question it asks. */
async function removeConfirmed(user: UserEvent, remove: HTMLElement) {
  await user.click(remove);
  await user.click(await screen.findByRole('button', { name: m.services.removeConfirm }));
}

describe('full profile', () => {
  it('shows the level reached in each recognition category, and none below the first level', async () => {
    renderWithProfile(<FullProfile profile={member} />, fakeProfileServices().services);
    const card = await screen.findByRole('region', { name: m.levels.title });
    const [teamwork, innovation] = within(card).getAllByRole('listitem');
    expect(teamwork).toHaveTextContent(`Trabajo en equipo (${m.levels.count(6)})Nivel Plata`);
    expect(innovation).toHaveTextContent(`Innovación (${m.levels.count(1)})Sin nivel`);
  });

  it('says so when no one has recognised the person yet', async () => {
    renderWithProfile(
      <FullProfile profile={member} />,
      fakeProfileServices({ loadLevels: async () => [] }).services,
    );
    const card = await screen.findByRole('region', { name: m.levels.title });
    expect(within(card).getByText(m.levels.none)).toBeVisible();
  });

  it('says "No hay registros disponibles" in every empty tab', async () => {
    const user = userEvent.setup();
    renderWithProfile(<FullProfile profile={member} />, fakeProfileServices().services);
    expect(screen.getByRole('heading', { level: 1, name: 'Mari' })).toBeVisible();
    expect(await screen.findByText(m.tabs.empty)).toBeVisible();
    for (const tab of [m.tabs.services, m.tabs.applications]) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(m.tabs.empty)).toBeVisible();
    }
  });

  it("offers 'Dar de Baja' only for status 2, expands rows and says 'No disponible' when missing", async () => {
    const user = userEvent.setup();
    const fake = fakeProfileServices({
      loadServices: async () => [
        service(1, 1),
        service(2, 2, { categoryServiceName: 'Servicios creativos' }),
        service(3, 3),
        service(4, 4),
      ],
    });
    renderWithProfile(<FullProfile profile={member} />, fake.services);
    await user.click(screen.getByRole('tab', { name: m.tabs.services }));
    const remove = await screen.findAllByRole('button', { name: m.services.remove });
    expect(remove).toHaveLength(1);
    const row = remove[0]?.closest('tr');
    expect(row && within(row).getByText('Servicio 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.services.showDetails('Servicio 2') }));
    expect(screen.getByText(/Servicios creativos/)).toHaveTextContent(
      `${m.columns.category}: Servicios creativos · ${m.columns.subcategory}: ${m.tabs.notAvailable}`,
    );
    await user.click(remove[0] as HTMLElement);
    const question = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(question).toHaveTextContent(m.services.removeQuestion('Servicio 2'));
    expect(question).toHaveTextContent('No podrás revertir esta acción');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(fake.services.removeService).not.toHaveBeenCalled();
    await removeConfirmed(user, remove[0] as HTMLElement);
    expect(fake.services.removeService).toHaveBeenCalledWith(2);
  });

  it('tells a pending entry stuck at its card step, links to its retry and lets the owner withdraw it', async () => {
    const user = userEvent.setup();
    const fake = fakeProfileServices({
      loadServices: async () => [
        service(5, 1, { cardStatus: 'rejected' }),
        service(6, 1, { cardStatus: 'missing' }),
        service(7, 1, { cardStatus: 'verified' }),
      ],
    });
    renderWithProfile(<FullProfile profile={member} />, fake.services);
    await user.click(screen.getByRole('tab', { name: m.tabs.services }));
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const rejected = await rowOf('Servicio 5');
    expect(within(rejected).getByText(m.services.cardRejected)).toBeVisible();
    expect(within(rejected).getByRole('link', { name: m.services.retryCard })).toHaveAttribute(
      'href',
      '/register-services/5',
    );
    const missing = await rowOf('Servicio 6');
    expect(within(missing).getByText(m.services.cardPending)).toBeVisible();
    expect(within(missing).getByRole('link', { name: m.services.completeCard })).toHaveAttribute(
      'href',
      '/register-services/6',
    );
    const reviewed = await rowOf('Servicio 7');
    expect(within(reviewed).queryByRole('link')).toBeNull();
    expect(within(reviewed).queryByRole('button', { name: m.services.remove })).toBeNull();
    await removeConfirmed(user, within(rejected).getByRole('button', { name: m.services.remove }));
    expect(fake.services.removeService).toHaveBeenCalledWith(5);
  });

  it('sorts activities by name and end date', async () => {
    const user = userEvent.setup();
    const fake = fakeProfileServices({
      loadActivities: async () => [
        { userActivityId: 1, activityType: 'Evento', name: 'Caminata', endDate: '2026-01-10' },
        { userActivityId: 2, activityType: 'Curso', name: 'Aliades', endDate: '2026-03-01' },
      ],
    });
    renderWithProfile(<FullProfile profile={member} />, fake.services);
    await screen.findByText('Caminata');
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    await user.click(screen.getByRole('button', { name: m.tabs.sortBy(m.columns.name) }));
    expect(names()).toEqual(['Aliades', 'Caminata']);
    await user.click(screen.getByRole('button', { name: m.tabs.sortBy(m.columns.endDate) }));
    expect(names()).toEqual(['Caminata', 'Aliades']);
    await user.click(screen.getByRole('button', { name: m.tabs.sortBy(m.columns.endDate) }));
    expect(names()).toEqual(['Aliades', 'Caminata']);
  });

  it('colours the progress bar as the spec says', () => {
    expect([0, 40, 69, 70, 71, 100].map(progressColor)).toEqual([
      'gray',
      'yellow',
      'yellow',
      'blue',
      'green',
      'green',
    ]);
  });

  it("hands the person 'Mis datos' in one click, and says why when the gateway refuses", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(
      '29',
      'Ya descargaste tus datos varias veces en la última hora. Inténtalo más tarde.',
    );
    const downloadMyData = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(refusal);
    renderWithProfile(<FullProfile profile={member} />, fakeProfileServices({ downloadMyData }).services);
    const card = screen.getByRole('region', { name: m.myData.title });
    await user.click(within(card).getByRole('button', { name: m.myData.download }));
    expect(downloadMyData).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: m.myData.download }));
    expect(await screen.findByText(refusal.message)).toBeVisible();
  });
});
