import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { login, type Session } from './helpers.js';
import type { Store } from './stores.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/*
 * A suite's gateway and its people, declared once at the top of a `describe`: each call registers the hook
 * that fills the returned object before the suite's tests (in the order of the calls), so tests read
 * `t.app`, `hr.token` as before, without a `let` and an assignment apiece.
 */

/** A test app started before the suite's tests and closed after them. */
export function useTestApp(store: Store, options?: TestAppOptions): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(store, options));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * A temporary folder holding `files` (by their path inside it), made when the suite is declared so an app's
 * config can name it, and removed after the suite.
 */
export function useTempFiles(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A person signed in on the suite's app (with the demo password unless another is given). */
export function useSignedIn(t: TestApp, email: string, password?: string): Session {
  const session = {} as Session;
  beforeAll(async () => {
    Object.assign(session, await login(t.app, email, password));
  });
  return session;
}

/** The demo accounts the suites sign in as, by the part they play. */
const demoAccounts = {
  hr: 'rh@demo.muropride.mx',
  member: 'miembro@demo.muropride.mx',
  ops: 'ops@demo.muropride.mx',
  alejandro: 'alejandro.cruz@demo.muropride.mx',
  newcomer: 'nuevo@demo.muropride.mx',
  carlos: 'carlos.mendoza@demo.muropride.mx',
  sofia: 'sofia.reyes@demo.muropride.mx',
} as const;

/** Demo people signed in on the suite's app, under the names the suite gives them. */
export function useDemoPeople<N extends string>(
  t: TestApp,
  people: Record<N, keyof typeof demoAccounts>,
): Record<N, Session> {
  const cast = Object.entries(people) as [N, keyof typeof demoAccounts][];
  const sessions = Object.fromEntries(cast.map(([name]) => [name, {} as Session])) as Record<N, Session>;
  beforeAll(async () => {
    for (const [name, account] of cast)
      Object.assign(sessions[name], await login(t.app, demoAccounts[account]));
  });
  return sessions;
}
