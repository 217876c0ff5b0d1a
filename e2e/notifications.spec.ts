import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/session';

test('a member opens the bell, reads the notifications and follows one', async ({ page }) => {
  await signIn(page, 'miembro@demo.muropride.mx');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  // The demo's four plus whatever other journeys of the run sent this member.
  await expect(bell).toHaveAccessibleName(/^Notificaciones: ([4-9]|\d{2,}) notificaciones sin leer$/);
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(list.getByText('Tienes una nueva encuesta pendiente')).toBeVisible();
  await expectAccessible(page);
  await expect(bell).toHaveAccessibleName('Notificaciones');
  await list.getByRole('link', { name: 'Nuevo episodio de Pride Talks disponible' }).click();
  await expect(page).toHaveURL(/\/audience$/);
  await expect(list).toBeHidden();
});

test('on a phone the list opens as a panel across the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'nuevo@demo.muropride.mx');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText('¡Bienvenide a Muro Pride! Completa tu perfil')).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(350);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Cerrar' }).click();
  await expect(panel).toBeHidden();
});
