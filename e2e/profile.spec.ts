import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { solidPng } from '../tests/server/profile-support/png';
import { expect, expectAccessible, test } from './support/fixtures';
import { pick } from './support/form-inputs';
import { signIn } from './support/session';

// Only this spec uses the newcomer; it completes the onboarding, so the steps run in this one test.
const NEWCOMER = 'nuevo@demo.muropride.mx';

test('a visitor is asked to sign in on /profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText('Inicia sesión para ver tu perfil')).toBeVisible();
  await expectAccessible(page);
});

test('the newcomer completes the three steps, then edits the profile and the flag', async ({ page }) => {
  await signIn(page, NEWCOMER, { at: '/profile' });
  await expect(page.getByText('Completa tu perfil', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Configura tu perfil' })).toBeVisible();
  await expect(page.getByText('Perfil completado al 0 %')).toBeVisible();
  await expectAccessible(page);

  // Step 1: the seeded names and birthday are there; the pronoun is missing.
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('*Campo requerido')).toBeVisible();
  await pick(page, 'Pronombre', 'Él');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  // Step 2: a text file named .png is refused by the gateway, a real PNG is accepted.
  await expect(page.getByRole('heading', { name: 'Foto de perfil' })).toBeVisible();
  await expect(page.getByText('Perfil completado al 40 %')).toBeVisible();
  await page.getByLabel('Apodo').fill('Luisito');
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const refusal =
    'El archivo no es válido: solo se aceptan archivos png, jpeg, jpg o webp. Vuelve a intentarlo, por favor';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expectAccessible(page);
  await file.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: solidPng(64, 64) });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();

  // Step 3: the flag.
  await expect(page.getByRole('heading', { name: 'Tu bandera' })).toBeVisible();
  await expect(page.getByText('Perfil completado al 70 %')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Pansexual' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Perfil completado al 100 %')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu perfil fue actualizado exitosamente' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver mi perfil' }).click();

  // The full profile.
  await expect(page.getByRole('heading', { level: 1, name: 'Luisito' })).toBeVisible();
  await expect(page.getByText('Completa tu perfil', { exact: true })).toHaveCount(0);
  const photo = page.getByRole('img', { name: 'Foto de perfil de Luisito' });
  await expect(photo).toHaveAttribute('src', /\/files\/uploads\/profile\/.+\.png$/);
  await expect(page.getByRole('tab', { name: 'Actividades' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bienvenida a nuevos integrantes' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Servicios publicados' }).click();
  await page.getByRole('button', { name: 'Dar de Baja' }).click();
  const removal = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(removal).toContainText('No podrás revertir esta acción');
  await expectAccessible(page);
  await removal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Dar de Baja' })).toBeVisible();

  // Edit the profile in the drawer.
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByLabel('Apodo').fill('Luis Á.');
  await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Tu perfil fue actualizado exitosamente').first()).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Luis Á.' })).toBeVisible();

  // A wrong current password keeps the drawer open with its reason.
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const password = drawer.getByRole('group', { name: 'Cambiar contraseña' });
  await password.getByLabel('Contraseña actual').fill('NoEsMiClave.1');
  await password.getByLabel('Nueva contraseña').fill('Orgullo.2027!');
  await drawer.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(drawer.getByRole('alert')).toContainText('El campo contraseña actual es incorrecta');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drawer).toBeHidden();

  // Change the flag.
  await page.getByRole('button', { name: 'Change my flag' }).click();
  const flagDialog = page.getByRole('dialog', { name: 'Cambia tu bandera' });
  await expect(flagDialog).toBeVisible();
  await expectAccessible(page);
  await flagDialog.getByRole('radio', { name: 'Género fluido' }).check();
  await flagDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se actualizó tu bandera correctamente')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bandera Género fluido' })).toBeVisible();
  await expectAccessible(page);
});

test("a member downloads 'Mis datos': a ZIP of what the portal holds about them, secrets left out", async ({
  page,
}) => {
  await signIn(page, 'miembro@demo.muropride.mx', { at: '/profile' });
  const card = page.getByRole('region', { name: 'Mis datos' });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d\d-\d\d\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? '')));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['perfil.json', 'chat.json', 'puntos.json']));
  const profile = strFromU8(zip['perfil.json'] ?? new Uint8Array());
  expect(profile).toContain('"email": "miembro@demo.muropride.mx"');
  expect(profile).not.toContain('password_hash');
});
