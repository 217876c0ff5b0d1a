import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/session';

// Push needs the app's worker; the rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ENDPOINT = 'https://push.example.test/send/e2e-muro';

test('a member turns push on for this device, the gateway keeps it, and turning it off forgets it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  // The test browser cannot reach a real push service: its PushManager hands out a fixed subscription.
  await page.addInitScript((endpoint) => {
    let current: object | null = null;
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'BKeyOfTheBrowser', auth: 'secretoDeAuth' } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => (current = subscription) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, ENDPOINT);
  await signIn(page, 'miembro@demo.muropride.mx');
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration('/')));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const toggle = panel.getByRole('switch', { name: /^Notificaciones push en este dispositivo/ });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  // The call goes through the worker, where Playwright sees no request body: the gateway checks it against the
  // contract (endpoint, p256dh, auth) and answers '00' only for a subscription it kept.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await toggle.click();
  expect(await (await saved).json()).toMatchObject({ responseCode: '00' });
  await expect(toggle).toBeChecked();
  await expect(panel.getByText('Recibirás los avisos en este dispositivo.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  const forgotten = page.waitForResponse(
    (r) => r.url().includes('/api/push/subscriptions?') && r.request().method() === 'DELETE',
  );
  await toggle.click();
  const deleted = await forgotten;
  expect(new URL(deleted.url()).searchParams.get('endpoint')).toBe(ENDPOINT);
  expect(await deleted.json()).toMatchObject({ responseCode: '00' });
  await expect(toggle).not.toBeChecked();
});
