import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/session';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** Opens the dock from the header and waits for its tabs. */
async function openDock(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Abrir chat' }).click();
  const dock = page.getByRole('dialog', { name: 'Chat' });
  await expect(dock.getByRole('tab', { name: 'Chats' })).toBeVisible();
  return dock;
}

/** Finds a person in the contacts tab, loading further pages of 20 when needed. */
async function openContact(dock: Locator, name: RegExp) {
  await dock.getByRole('tab', { name: 'Contactos' }).click();
  const row = dock.getByRole('button', { name });
  const more = dock.getByRole('button', { name: 'Cargar más contactos' });
  await expect(row.or(more).first()).toBeVisible();
  while (!(await row.isVisible()) && (await more.isVisible())) await more.click();
  await row.click();
}

test('two members chat live: messages and read receipts arrive without a reload; a block stops both', async ({
  browser,
}) => {
  const carlos = await signedIn(browser, 'carlos.mendoza@demo.muropride.mx');
  const sofia = await signedIn(browser, 'sofia.reyes@demo.muropride.mx');
  const stamp = Date.now();
  const hello = `Hola Sofía, ¿vienes a la marcha? ${stamp}`;
  const reply = `¡Claro que sí! ${stamp}`;

  const carlosDock = await openDock(carlos);
  await expectAccessible(carlos);
  await openContact(carlosDock, /Sofía/);
  const carlosText = carlosDock.getByRole('textbox', { name: 'Mensaje' });
  await expect(carlosText).toBeEnabled();
  await expectAccessible(carlos);
  await carlosText.fill(hello);
  await carlosDock.getByRole('button', { name: 'Enviar' }).click();
  const carlosLog = carlosDock.getByRole('log');
  const sent = carlosLog.getByRole('listitem').filter({ hasText: hello });
  await expect(sent).toContainText('Enviado');
  await expect(carlosText).toHaveValue('');

  const sofiaDock = await openDock(sofia);
  await expect(sofiaDock.getByRole('button', { name: /Carlos.*1 mensaje sin leer/ })).toBeVisible();
  await expectAccessible(sofia);
  await sofiaDock.getByRole('button', { name: /Carlos/ }).click();
  await expect(sofiaDock.getByRole('log').getByText(hello)).toBeVisible();
  await expectAccessible(sofia);

  // Sofía opened the conversation: Carlos's tick turns to 'Leído' live.
  await expect(sent).toContainText('Leído');

  // Her reply reaches Carlos's open conversation without a reload.
  await sofiaDock.getByRole('textbox', { name: 'Mensaje' }).fill(reply);
  await sofiaDock.getByRole('button', { name: 'Enviar' }).click();
  await expect(carlosLog.getByText(reply)).toBeVisible();
  await expect(sofiaDock.getByRole('log').getByRole('listitem').filter({ hasText: reply })).toContainText(
    'Leído',
  );

  // A blank message is not sent.
  await carlosText.fill('   ');
  await expect(carlosDock.getByRole('button', { name: 'Enviar' })).toBeDisabled();

  // Carlos blocks Sofía: neither can send, and her dock learns it live.
  await carlosDock.getByRole('button', { name: 'Bloquear' }).click();
  await expect(carlosDock.getByRole('group', { name: /¿Bloquear a Sofía/ })).toBeVisible();
  await expectAccessible(carlos);
  await carlosDock.getByRole('button', { name: 'Sí' }).click();
  await expect(carlosDock.getByText('Bloqueaste a este contacto')).toBeVisible();
  await expect(carlosText).toBeDisabled();
  await expect(carlosDock.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expectAccessible(carlos);
  await expect(sofiaDock.getByText(/la conversación está bloqueada/)).toBeVisible();
  await expect(sofiaDock.getByRole('textbox', { name: 'Mensaje' })).toBeDisabled();
  await expect(sofiaDock.getByRole('button', { name: 'Desbloquear' })).toHaveCount(0);
  await expectAccessible(sofia);

  // Only Carlos can unblock; then both can write again.
  await carlosDock.getByRole('button', { name: 'Desbloquear' }).click();
  await carlosDock.getByRole('button', { name: 'Sí' }).click();
  await expect(carlosText).toBeEnabled();
  await expect(sofiaDock.getByRole('textbox', { name: 'Mensaje' })).toBeEnabled();
  await expectAccessible(sofia);

  await carlos.context().close();
  await sofia.context().close();
});

test('HR creates a group with a name and a participant, and writes in it', async ({ page }) => {
  await signIn(page, 'rh@demo.muropride.mx');
  const dock = await openDock(page);
  await dock.getByRole('tab', { name: 'Grupos' }).click();
  await dock.getByRole('button', { name: 'Nuevo grupo' }).click();
  await expect(dock.getByRole('heading', { name: 'Nuevo grupo' })).toBeVisible();
  await expectAccessible(page);

  await dock.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(dock.getByText('El nombre del grupo es requerido.')).toBeVisible();
  await expect(dock.getByText('Agrega al menos un participante.')).toBeVisible();
  await expectAccessible(page);

  const name = `Comité de la marcha ${Date.now()}`;
  await dock.getByRole('textbox', { name: /Nombre del grupo/ }).fill(name);
  await dock.getByRole('checkbox', { name: /Carlos/ }).check();
  await dock.getByRole('checkbox', { name: /Sofía/ }).check();
  await dock.getByRole('button', { name: 'Crear grupo' }).click();
  const row = dock.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('3 participantes');
  await expectAccessible(page);

  await row.click();
  const text = dock.getByRole('textbox', { name: 'Mensaje' });
  await expect(text).toBeEnabled();
  await text.fill('¡Bienvenidas y bienvenidos al comité!');
  await dock.getByRole('button', { name: 'Enviar' }).click();
  await expect(dock.getByRole('log').getByText('¡Bienvenidas y bienvenidos al comité!')).toBeVisible();
  await expectAccessible(page);
  await dock.getByRole('button', { name: 'Volver' }).click();
  await expect(dock.getByRole('tab', { name: 'Grupos' })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the burger drawer opens the dock across the 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'sofia.reyes@demo.muropride.mx');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir chat' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Chat' }).click();
  await expect(menu).toBeHidden();
  const dock = page.getByRole('dialog', { name: 'Chat' });
  await expect(dock.getByRole('tab', { name: 'Chats' })).toBeVisible();
  const box = await dock.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(350);
  expect(box?.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await dock.getByRole('button', { name: 'Cerrar chat' }).click();
  await expect(dock).toBeHidden();
});

test('the dock says it is reconnecting when its socket drops, and catches up by itself when it is back', async ({
  browser,
}) => {
  const alejandro = await (await browser.newContext()).newPage();
  // Alejandro's chat socket runs through a relay the test controls: it can lose what the gateway sends,
  // drop the socket and refuse reconnections for a while, as a network that fails would.
  const relay = { losing: false, refusing: false, current: null as null | { close(): Promise<void> } };
  await alejandro.routeWebSocket(/\/hubs\/chat/, (ws) => {
    if (relay.refusing) return void ws.close({ code: 1011, reason: 'sin red' });
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (!relay.losing) ws.send(message);
    });
    relay.current = ws;
  });
  await signIn(alejandro, 'alejandro.cruz@demo.muropride.mx');
  const mariana = await signedIn(browser, 'miembro@demo.muropride.mx');
  const stamp = Date.now();
  const lost = `¿Llegó este mensaje? ${stamp}`;

  const dock = await openDock(alejandro);
  await openContact(dock, /Mariana/);
  await expect(dock.getByRole('textbox', { name: 'Mensaje' })).toBeEnabled();
  await expect(dock.getByText('Reconectando…')).toHaveCount(0);

  // Mariana writes while what the gateway sends Alejandro is lost on the way.
  relay.losing = true;
  const marianaDock = await openDock(mariana);
  await openContact(marianaDock, /Alejandro/);
  await marianaDock.getByRole('textbox', { name: 'Mensaje' }).fill(lost);
  await marianaDock.getByRole('button', { name: 'Enviar' }).click();
  await expect(marianaDock.getByRole('log').getByText(lost)).toBeVisible();
  await expect(dock.getByRole('log').getByText(lost)).toHaveCount(0);

  // The socket drops and the network refuses new ones: the dock says so quietly.
  relay.refusing = true;
  relay.losing = false;
  await relay.current?.close();
  await expect(dock.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeVisible();
  await expectAccessible(alejandro);

  // The network is back: the dock reconnects, asks for what it missed and shows it, without a reload.
  relay.refusing = false;
  await expect(dock.getByRole('log').getByText(lost)).toBeVisible({ timeout: 30_000 });
  await expect(dock.getByText('Reconectando…')).toHaveCount(0);
  await expect(dock.getByRole('log').getByText(lost)).toHaveCount(1);

  await alejandro.context().close();
  await mariana.context().close();
});
