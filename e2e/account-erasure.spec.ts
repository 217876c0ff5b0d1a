import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectAccessible, gatewayUrl, latestMailTo, test } from './support/fixtures';
import { signIn, signInThroughDialog } from './support/session';

const PASSWORD = 'Orgullo2026!';
const POST = 'Nueva mesa de inclusión: cómo participar';
const ERASED = 'Persona usuaria eliminada';

/** A newcomer of the demo company, registered through the gateway as the registration dialog does. */
async function register(email: string, firstName: string, lastName: string) {
  const response = await fetch(`${gatewayUrl()}/api/Auth/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName, birthday: '1995-03-02' }),
  });
  expect(((await response.json()) as { responseCode: string }).responseCode).toBe('00');
}

test('a member takes their data and erases the account; the comment stays signed "Persona usuaria eliminada", HR erases another person and finds both acts in the log', async ({
  page,
  browser,
  baseURL,
}) => {
  const run = Date.now();
  const email = `sol.${run}@correo.mx`;
  await register(email, 'Sol', `Baja${run}`);
  const verify = new URL(
    (await latestMailTo(email)).links.find((link) => link.includes('/verify-account')) ?? '',
  );
  await page.goto(verify.pathname + verify.search);
  await expect(page.getByText('¡Verificación exitosa!')).toBeVisible();

  // The member comments on a company post.
  await signIn(page, email, { password: PASSWORD, at: '/blog-company' });
  await page.getByRole('link', { name: POST }).first().click();
  await expect(page.getByRole('heading', { name: POST, level: 1 })).toBeVisible();
  const postUrl = page.url();
  const comment = `Me sumo a la mesa (${run})`;
  await page.getByRole('textbox', { name: 'Escribe un comentario' }).fill(comment);
  await page.getByRole('main').getByRole('button', { name: 'Enviar', exact: true }).first().click();
  await expect(page.getByText(comment)).toBeVisible();

  // "Mis datos": the ZIP holds the profile and the comment.
  await page.goto('/profile');
  const myData = page.getByRole('region', { name: 'Mis datos' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    myData.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d\d-\d\d\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await file.path()) ?? '')));
  expect(strFromU8(zip['perfil.json'] ?? new Uint8Array())).toContain(email);
  expect(strFromU8(zip['publicaciones.json'] ?? new Uint8Array())).toContain(comment);

  // "Eliminar mi cuenta": the word and the password, then the person is out at once.
  const card = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await card.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog.getByText('Esta acción no se puede deshacer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('Escribe ELIMINAR, en mayúsculas, para confirmar.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
  await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(
    page.getByText('Tu cuenta se eliminó. Gracias por haber sido parte de la comunidad.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expectAccessible(page);
  const login = await signInThroughDialog(page, email, PASSWORD);
  await expect(login.getByText('Datos incorrectos, por favor revisa tu usuario y contraseña.')).toBeVisible();

  // HR erases a person who asked for it and cannot sign in.
  const other = `rio.${run}@correo.mx`;
  await register(other, 'Río', `Arco${run}`);
  const hr = await browser.newPage({ baseURL });
  await signIn(hr, 'rh@demo.muropride.mx', { at: '/admin/users' });
  await hr.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`Arco${run}`);
  await hr.getByRole('link', { name: `Editar Río Arco${run}` }).click();
  await hr.getByRole('button', { name: 'Eliminar a esta persona' }).click();
  const erase = hr.getByRole('dialog', { name: `¿Eliminar a Río Arco${run}?` });
  await expect(erase.getByLabel('Contraseña actual')).toHaveCount(0);
  await expectAccessible(hr);
  await erase.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await erase.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(hr.getByText('La cuenta de la persona se eliminó.')).toBeVisible();
  await expect(hr.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await hr.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`Arco${run}`);
  await expect(hr.getByRole('link', { name: `Editar Río Arco${run}` })).toHaveCount(0);

  // The member's comment stays for the others, with nobody named.
  await hr.goto(new URL(postUrl).pathname);
  const kept = hr.getByRole('listitem').filter({ hasText: comment });
  await expect(kept.getByText(ERASED)).toBeVisible();
  await expect(kept.getByText('Sol')).toHaveCount(0);
  await expectAccessible(hr);

  // The log shows the member's erasure and HR's own.
  await hr.goto('/admin/audit');
  const log = hr.getByRole('table', { name: 'Bitácora' });
  await hr.getByLabel('Área').selectOption({ label: 'Perfil' });
  const own = log.getByRole('row').filter({ hasText: 'deleteMe' }).first();
  await expect(own.getByText('Eliminó su cuenta')).toBeVisible();
  await expect(own.getByText(ERASED)).toBeVisible();
  await hr.getByLabel('Área').selectOption({ label: 'Usuarios' });
  const byHr = log.getByRole('row').filter({ hasText: 'erasePerson' }).first();
  await expect(byHr.getByText('Eliminación de una cuenta')).toBeVisible();
  await expect(byHr.getByText('Daniela Fernández Ruiz')).toBeVisible();
  await expectAccessible(hr);
  await hr.close();
});
