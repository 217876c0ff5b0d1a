import { expect, expectAccessible, latestMailTo, test } from './support/fixtures';
import { signIn } from './support/session';

test('HR creates an invitation link, a newcomer joins through it, and a deactivated link says so', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'rh@demo.muropride.mx', { at: '/admin/users' });
  await page.getByRole('button', { name: 'Cargar usuarios' }).click();
  await page.getByRole('menuitem', { name: 'Enlaces de invitación' }).click();
  await expect(page.getByRole('heading', { name: 'Enlaces de invitación', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Personas que pueden unirse' }).fill('2');
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  const address = page.getByRole('textbox', { name: 'Enlace de invitación' });
  await expect(address).toHaveValue(/\/register\/[\w-]{43}$/);
  const link = new URL(await address.inputValue());
  await expect(page.getByRole('cell', { name: '0 de 2' })).toBeVisible();
  await expectAccessible(page);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(link.pathname);
  const register = visitor.getByRole('dialog', { name: 'Crear cuenta' });
  const invited = 'Te invitó Muro Pride Demo: al registrarte te unirás a su comunidad.';
  await expect(register.getByText(invited)).toBeVisible();
  await expectAccessible(visitor);
  const email = `invitada.${Date.now()}@correo.mx`;
  await register.getByLabel(/^Nombre/).fill('Irene');
  await register.getByLabel('Apellidos').fill('Salas');
  await register.getByLabel('Fecha de nacimiento').fill('1992-08-21');
  await register.getByLabel('Correo electrónico').fill(email);
  await register.getByLabel(/^Contraseña/).fill('Orgullo2026!');
  await register.getByLabel('Confirmar contraseña').fill('Orgullo2026!');
  await register.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(visitor.getByText('Tu registro fue exitoso, confirma tu correo electrónico.')).toBeVisible();
  expect((await latestMailTo(email)).text).toContain('Te uniste a la comunidad de Muro Pride Demo.');

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '1 de 2' }) });
  await row.getByRole('button', { name: /^Desactivar el enlace/ }).click();
  await page
    .getByRole('dialog', { name: '¿Estás seguro?' })
    .getByRole('button', { name: 'Sí, desactivar' })
    .click();
  await expect(row.getByText('Desactivado')).toBeVisible();

  await visitor.goto(link.pathname);
  const invalid =
    'La invitación no es válida o ya venció. Te unirás a la comunidad general del portal, o a la de tu empresa si usas su correo.';
  await expect(visitor.getByRole('dialog', { name: 'Crear cuenta' }).getByText(invalid)).toBeVisible();
  await visitor.close();
});
