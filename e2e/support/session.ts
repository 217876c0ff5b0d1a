import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The password of every demo person (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Demo.2026!';

/** Signs in from /home through the header's 'Ingresar' dialog, as a person would, and waits for it to close. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  // A successful sign-in reloads the page (or opens the console): wait for it, so nothing races the reload.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await expect(dialog).toBeHidden();
  await reloaded;
}

/** Signs out through /logout and waits for the visitor's header. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
}
