import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditProfileDrawer } from '@/features/profile/components/edit-profile-drawer';
import { member } from './fake-profile-services';

function renderDrawer(onSave: () => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <EditProfileDrawer
        profile={member}
        opened
        onClose={onClose}
        onSave={onSave}
        onSaveAdditionalEmail={async () => null}
      />
    </MantineProvider>,
  );
  return onClose;
}

describe('the profile drawer', () => {
  it('closes once the profile is saved', async () => {
    const onClose = renderDrawer(async () => null);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the reason when the save fails', async () => {
    const onClose = renderDrawer(async () => new Error('El campo contraseña actual es incorrecta'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
