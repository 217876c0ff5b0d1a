import { expect, test } from './support/fixtures';
import { signInThroughDialog } from './support/session';

const PAGES = ['/home', '/discount', '/surveys', '/statecharts'];

test('every area loads under the content security policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const first = await page.goto('/home');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const dialog = await signInThroughDialog(page, 'miembro@demo.muropride.mx');
  await expect(dialog).toBeHidden();

  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);

  // The policy is in force: a script injected inline does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  expect(violations.some((text) => text.startsWith('script-src'))).toBe(true);
});
