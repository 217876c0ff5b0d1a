import { expect, expectAccessible, latestMailTo, test } from './support/fixtures';
import { DEMO_PASSWORD, openFromSignIn, signIn, signOut } from './support/session';

// Only this spec uses this member: her recovery address changes here.
const MEMBER = 'valeria.gutierrez@example.com';
const RECOVERY = 'vale.recupera@correo.mx';

test('a member adds a recovery address with her password, proves it by its link, and reset links reach it', async ({
  page,
}) => {
  // One journey through the profile, the link's page and the sign-in dialog, with a scan at each step.
  test.slow();
  await signIn(page, MEMBER, { at: '/profile' });
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar perfil' });
  const form = drawer.getByRole('form', { name: 'Correo adicional' });
  await expect(form.getByText(/^Agrega un correo adicional/)).toBeVisible();
  await expectAccessible(page);

  // A wrong password is refused, and what was typed stays.
  await form.getByLabel('Correo adicional').fill(RECOVERY);
  await form.getByLabel('Contraseña actual').fill('NoEsLaClave1!');
  await form.getByRole('button', { name: 'Guardar correo adicional' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'El campo contraseña actual es incorrecta Vuelve a intentarlo, por favor',
  );
  await expect(form.getByLabel('Correo adicional')).toHaveValue(RECOVERY);
  await expectAccessible(page);

  await form.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Guardar correo adicional' }).click();
  await expect(form.getByText(`Te enviamos un enlace a ${RECOVERY} para confirmarlo.`)).toBeVisible();
  await expectAccessible(page);

  // The member's own address is told, with the new one masked.
  const notice = await latestMailTo(MEMBER, 'Se pidió cambiar tu correo adicional - Muro Pride');
  expect(notice.text).toContain('v•••@correo.mx');

  const link = new URL(
    (await latestMailTo(RECOVERY, 'Confirma tu correo adicional - Muro Pride')).links[0] ?? '',
  );
  expect(link.pathname).toBe('/verify-additional-email');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: '¡Correo adicional confirmado!' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu correo adicional' }),
  ).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Correo adicional' })
      .getByText(
        `${RECOVERY} está confirmado: ahí también te llegan los enlaces para restablecer tu contraseña.`,
      ),
  ).toBeVisible();

  // Signed out, she asks for a reset link with her address alone: it reaches the proved address too.
  await signOut(page);
  const recover = await openFromSignIn(page, '¿Olvidaste tu contraseña?', 'Recuperar contraseña');
  await expect(recover.getByText(/Recursos Humanos de tu empresa/)).toBeVisible();
  await expect(recover.getByLabel('Fecha de nacimiento')).toHaveCount(0);
  await expectAccessible(page);
  await recover.getByLabel('Correo electrónico').fill(MEMBER);
  await recover.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Aviso' })
      .getByText('Se ha enviado un link a tu correo para reestablecer tu contraseña'),
  ).toBeVisible();
  await expectAccessible(page);
  const reset = await latestMailTo(RECOVERY, 'Restablece tu contraseña - Muro Pride');
  expect(new URL(reset.links[0] ?? '').searchParams.get('email')).toBe(MEMBER);
});
