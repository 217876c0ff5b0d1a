import { expect, expectAccessible, gatewayUrl, latestMailTo, test } from './support/fixtures';
import { openSignIn, signInThroughDialog } from './support/session';

test('a newcomer registers, verifies the account, signs in, stays signed in and signs out', async ({
  page,
}) => {
  const email = `ana.${Date.now()}@correo.mx`;
  await page.goto('/home');
  await expectAccessible(page);

  const login = await openSignIn(page);
  await expect(login).toBeVisible();
  await expectAccessible(page);
  await login.getByRole('button', { name: 'Regístrate' }).click();
  const register = page.getByRole('dialog', { name: 'Crear cuenta' });
  await register.getByLabel(/^Nombre/).fill('Ana');
  await register.getByLabel('Apellidos').fill('López');
  await register.getByLabel('Fecha de nacimiento').fill('1994-05-17');
  await register.getByLabel('Correo electrónico').fill(email);
  await register.getByLabel(/^Contraseña/).fill('Orgullo 2026!');
  await expect(register.getByLabel(/^Contraseña/)).toHaveValue('Orgullo2026!');
  await register.getByLabel('Confirmar contraseña').fill('Orgullo2026?');
  await register.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(register.getByText('¡Las contraseñas no coinciden!')).toBeVisible();
  await expectAccessible(page);
  await register.getByLabel('Confirmar contraseña').fill('Orgullo2026!');
  await register.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Tu registro fue exitoso, confirma tu correo electrónico.')).toBeVisible();

  const mail = await latestMailTo(email);
  const link = mail.links.find((l) => l.includes('/verify-account'));
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByText('¡Verificación exitosa!')).toBeVisible();
  await expectAccessible(page);
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByText('¡Error al verificar cuenta!')).toBeVisible();

  await page.goto('/home');
  // Signing in reloads the portal (the sign-in statechart's reloadPage): a second reload must wait for it.
  const reloadedBySignIn = page.waitForEvent('load');
  await signInThroughDialog(page, email, 'Orgullo2026!');
  await reloadedBySignIn;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toHaveCount(0);
  await expectAccessible(page);

  const held = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('muro.session') ?? 'null') as { token: string; refreshToken: string },
  );
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/Auth/Logout'));
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toHaveCount(0);
  expect((await loggedOut).status()).toBe(200);
  // Signing out ended the sign-in on the server: a copy of the tokens is worthless.
  const copied = await fetch(`${gatewayUrl()}/api/Home/UserSettings`, {
    headers: { authorization: `Bearer ${held.token}` },
  });
  expect(copied.status).toBe(401);
  const renewed = await fetch(`${gatewayUrl()}/api/auth/refreshtoken`, {
    method: 'PUT',
    headers: { RefreshToken: held.refreshToken },
  });
  expect(((await renewed.json()) as { responseCode: string }).responseCode).toBe('01');
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/home');
  await signInThroughDialog(page, 'miembro@demo.muropride.mx', 'NoEsLaClave1!');
  await expect(page.getByText('Datos incorrectos, por favor revisa tu usuario y contraseña.')).toBeVisible();
  await expectAccessible(page);
});

test('HR sees "Soy administrador" and opens the admin console', async ({ page }) => {
  await page.goto('/home');
  await signInThroughDialog(page, 'rh@demo.muropride.mx');
  const adminLink = page.getByRole('link', { name: 'Soy administrador' });
  await expect(adminLink).toBeVisible();
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Muro Pride', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a member sent to /admin ends on /home', async ({ page }) => {
  await page.goto('/home');
  await signInThroughDialog(page, 'miembro@demo.muropride.mx');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Soy administrador' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
});

test('an operator lands on the operator console', async ({ page }) => {
  await page.goto('/home');
  await signInThroughDialog(page, 'ops@demo.muropride.mx');
  await expect(page).toHaveURL(/\/operator$/);
  await expectAccessible(page);
});

test('an unknown path ends on /home', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page).toHaveURL(/\/home$/);
});
