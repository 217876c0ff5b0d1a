import type { Locator, Page } from '@playwright/test';
import { storeSignedInSession } from '../../scripts/lib/stored-session';
import { expect, expectAccessible, gatewayUrl } from './fixtures';

/** The password of every demo person (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Demo.2026!';

interface SignInOptions {
  password?: string;
  /** The page to open once signed in. */
  at?: string;
  /** Keep the tokens of a login that answered '11' (membership owed), as a tampered page would. */
  owing?: boolean;
}

/**
 * Starts signed in, as a returning person's tab does: the gateway's login call and the session kept in the
 * browser (scripts/lib/stored-session.ts), then opens `at` (/home by default). The dialog itself is walked by
 * `signInThroughDialog`.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at = '/home', owing = false }: SignInOptions = {},
): Promise<void> {
  await storeSignedInSession(page, gatewayUrl(), email, password, owing);
  await page.goto(at);
}

/** Signs HR in on a console page and waits for its title, scanned with axe. */
export async function signInToConsole(page: Page, at: string, title: string): Promise<void> {
  await signIn(page, 'rh@demo.muropride.mx', { at });
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectAccessible(page);
}

/** Opens the header's 'Ingresar' dialog and gives it back. */
export async function openSignIn(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
  return page.getByRole('dialog', { name: 'Iniciar sesión' });
}

/** Follows one of the sign-in dialog's links ('Regístrate', '¿Olvidaste tu contraseña?') to the dialog it opens. */
export async function openFromSignIn(page: Page, link: string, dialog: string): Promise<Locator> {
  await (await openSignIn(page)).getByRole('button', { name: link }).click();
  return page.getByRole('dialog', { name: dialog });
}

/**
 * Signs in through the header's 'Ingresar' dialog of the page open, as a person does; gives back the dialog, so
 * the caller checks where it leads.
 */
export async function signInThroughDialog(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Locator> {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  return dialog;
}

/** Signs out through /logout and waits for the visitor's header. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
}
