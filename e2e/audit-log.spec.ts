import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn, signOut } from './support/session';

test("HR sets how long chat is kept, answers an access request, and finds these acts and its sign-in in the company's log; the operator reads every company's", async ({
  page,
}) => {
  await signIn(page, 'rh@demo.muropride.mx', { at: '/admin/invitations' });
  await page.getByRole('textbox', { name: 'Personas que pueden unirse' }).fill('3');
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  await expect(page.getByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(/\/register\//);

  // How long the company keeps chat messages: a year; notifications stay forever.
  await page.goto('/admin/control');
  await page.getByRole('tab', { name: 'Conservación de datos' }).click();
  const chatDays = page.getByRole('textbox', { name: 'Días que se conservan los mensajes del chat' });
  await expect(chatDays).toHaveValue('');
  await chatDays.fill('365');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó cuánto tiempo se conservan los datos.')).toBeVisible();
  await expectAccessible(page);

  // An access request of a person who cannot sign in: HR downloads what the portal holds about her.
  await page.goto('/admin/users-details/1003');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar sus datos' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^datos-1003-\d{4}-\d\d-\d\d\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await file.path()) ?? '')));
  expect(strFromU8(zip['perfil.json'] ?? new Uint8Array())).toContain('miembro@demo.muropride.mx');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: /Menú/ }).getByRole('link', { name: 'Bitácora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitácora' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Bitácora' });
  await page.getByRole('searchbox', { name: 'Persona' }).fill('rh@demo');
  await page.getByLabel('Área').selectOption({ label: 'Invitaciones' });
  const act = log.getByRole('row').filter({ hasText: 'createInvitation' }).first();
  await expect(act.getByText('Alta')).toBeVisible();
  await expect(act.getByText('Daniela Fernández Ruiz')).toBeVisible();
  await expectAccessible(page);

  await act.getByRole('button', { name: /^Ver detalle de Alta/ }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle del registro' });
  await expect(detail.getByText(/"maxUses": 3/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByLabel('Área').selectOption({ label: 'Control' });
  await expect(log.getByRole('row').filter({ hasText: 'saveRetention' }).first()).toBeVisible();
  await page.getByLabel('Área').selectOption({ label: 'Usuarios' });
  await expect(log.getByRole('row').filter({ hasText: 'downloadPersonData' }).first()).toBeVisible();
  await page.getByLabel('Área').selectOption({ label: 'Acceso' });
  await expect(log.getByRole('row').filter({ hasText: 'Inicio de sesión' }).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bitacora-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFFecha,Empresa,Persona,Correo,Rol,Dirección IP,Área,Acción')).toBe(true);
  expect(csv).toContain(',Acceso,Inicio de sesión,signIn,');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByText('Inicio de sesión').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expectAccessible(page);

  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'ops@demo.muropride.mx', { at: '/operator/audit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bitácora' })).toBeVisible();
  await page.getByLabel('Empresa').selectOption({ label: 'Muro Pride Demo' });
  await page.getByLabel('Área').selectOption({ label: 'Invitaciones' });
  await expect(
    page.getByRole('table', { name: 'Bitácora' }).getByText('createInvitation').first(),
  ).toBeVisible();
  await expectAccessible(page);
});
