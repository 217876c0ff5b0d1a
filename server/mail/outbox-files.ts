import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock.js';
import type { Mailer, OutboxMail } from './mailer.js';

/**
 * Without an SMTP relay every e-mail is a JSON file in DATA_DIR/outbox (mode 0600: codes are secrets), and
 * optionally printed on the console. File names start with the sending time, so names sort by age.
 */
export function createOutboxMailer(
  dir: string,
  clock: Clock,
  print: ((text: string) => void) | null,
): Mailer {
  return {
    async send(mail) {
      const sentAt = clock().toISOString();
      const stored: OutboxMail = { ...mail, sentAt };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // The test clock may stand still: the monotonic counter keeps mails of the same instant in order.
      const sequence = process.hrtime.bigint().toString().padStart(20, '0');
      const name = `${sentAt.replace(/[:.]/g, '-')}-${sequence}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(join(dir, name), JSON.stringify(stored, null, 2), { mode: 0o600 });
      print?.(`\n✉  Para: ${mail.to}\n   Asunto: ${mail.subject}\n${mail.text.replace(/^/gm, '   ')}\n`);
    },
  };
}

/** The outbox folder, newest first. */
export async function listOutbox(dir: string, limit = 200): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
}
