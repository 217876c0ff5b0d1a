import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureRegistry, runScript } from './run-script';

describe('npm run statecharts', () => {
  const out = mkdtempSync(join(tmpdir(), 'charts-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    runScript('statecharts.ts', ['--registry', fixtureRegistry, '--out', out, ...args]);

  it('writes Markdown with Mermaid and tables, a standalone SVG and SCXML per machine', () => {
    expect(run().status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['README.md', 'signup.md', 'signup.scxml', 'signup.svg']);
    const md = readFileSync(join(out, 'signup.md'), 'utf8');
    expect(md).toContain('# Registro de prueba');
    expect(md).toContain('```mermaid\nstateDiagram-v2\n  [*] --> signup_editing');
    expect(md).toContain('signup_confirmed --> signup_closed : after 2250 ms');
    expect(md).toContain('| `signup.saving` | atomic | `saveSignup` |');
    expect(md).toContain('| after 2250 ms (`confirmationDelay`) | `signup.confirmed` | `signup.closed` |');
    const svg = readFileSync(join(out, 'signup.svg'), 'utf8');
    expect(
      svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(svg).toContain('<title>Diagrama de estados: Registro de prueba</title>');
    expect(svg).toContain('>after 2250 ms</text>');
    expect(svg).toContain('stroke-dasharray="6 4"');
  });

  it('is deterministic, and --check fails on stale or obsolete files', () => {
    expect(run().status).toBe(0);
    const first = readFileSync(join(out, 'signup.svg'), 'utf8');
    expect(run().stdout).toContain('(0 file(s) changed)');
    expect(readFileSync(join(out, 'signup.svg'), 'utf8')).toBe(first);
    expect(run('--check').status).toBe(0);

    writeFileSync(join(out, 'signup.scxml'), '<scxml/>');
    writeFileSync(join(out, 'gone.md'), '# A machine that no longer exists');
    const check = run('--check');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('outdated');
    expect(check.stderr).toContain('obsolete');
    expect(run().status).toBe(0);
    expect(readdirSync(out)).not.toContain('gone.md');
  });
});
