import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guides name real files: every relative link and every backticked repository path in them exists, and
 * the decision index lists every record, each of which says its status under its title.
 */
const root = resolve(import.meta.dirname, '../..');
const decisionsDir = join(root, 'docs/decisions');
const guides = ['docs/decisions/README.md', 'docs/adding-a-feature.md', 'docs/architecture.md'];

/** Top-level folders and files of the repository; build output and installed packages are not its paths. */
const notRepository = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', 'test-results']);
const topLevel = new Set(
  readdirSync(root).filter((name) => !name.startsWith('.') && !notRepository.has(name)),
);

function read(file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

/** Targets of `[text](target)` that point inside the repository (no scheme, not only an anchor). */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

/** A placeholder or pattern, not one file: `<area>`, `NNNN`, globs, `{id}`, an ellipsis. */
const placeholder = /[<>*{}]|NNNN|\.\.\.|…/;

/** Backticked spans that name a path under a top-level folder of the repository, e.g. `server/live/`. */
function repositoryPaths(markdown: string): string[] {
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((span) => span.includes('/') && !/\s/.test(span) && !placeholder.test(span))
    .filter((span) => topLevel.has(span.split('/')[0] ?? ''));
}

function missingTargets(file: string): string[] {
  const markdown = read(file);
  const links = relativeLinks(markdown).filter(
    (target) => target !== '' && !existsSync(resolve(root, dirname(file), target)),
  );
  const spans = repositoryPaths(markdown).filter((span) => !existsSync(join(root, span)));
  return [...links.map((link) => `link ${link}`), ...spans.map((span) => `path ${span}`)];
}

const decisionFiles = readdirSync(decisionsDir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

describe('documentation links', () => {
  it.each(guides)('%s names only files that exist', (file) => {
    expect(missingTargets(file)).toEqual([]);
  });

  it('finds the checks working on a path and a link that do not exist', () => {
    expect(repositoryPaths('see `server/live/nowhere.ts`, `src/features/<area>/` and `npm run x`')).toEqual([
      'server/live/nowhere.ts',
    ]);
    expect(relativeLinks('[a](0001-x.md) [b](https://example.com) [c](#top) [d](../e.md#part)')).toEqual([
      '0001-x.md',
      '../e.md',
    ]);
  });

  it('links every record from the decision index', () => {
    const indexed = new Set(relativeLinks(read('docs/decisions/README.md')));
    expect(decisionFiles.length).toBeGreaterThan(0);
    expect(decisionFiles.filter((name) => !indexed.has(name))).toEqual([]);
  });

  it('gives each record in the index the status the record itself says', () => {
    const index = read('docs/decisions/README.md');
    const differing = decisionFiles.flatMap((name) => {
      const status = read(`docs/decisions/${name}`)
        .split('\n')
        .find((line) => line.startsWith('Status: '))
        ?.slice('Status: '.length)
        .replace(/\[(\d{4})\]\([^)]*\)/g, '$1');
      const listed = index
        .split('\n')
        .find((line) => line.startsWith('- [') && line.includes(`](${name})`))
        ?.split(' — ')
        .at(-1);
      return listed === status ? [] : [`${name}: index says '${listed}', the record '${status}'`];
    });
    expect(differing).toEqual([]);
  });

  it('has every record say its status right under its title, with links that resolve', () => {
    const problems = decisionFiles.flatMap((name) => {
      const file = relative(root, join(decisionsDir, name));
      const lines = read(file).split('\n');
      const [title, ...rest] = lines;
      const status = rest.find((line) => line.trim() !== '');
      const found: string[] = [];
      if (!title?.startsWith(`# ${name.slice(0, 4)}`))
        found.push(`${name}: no '# ${name.slice(0, 4)} …' title`);
      if (!status || !/^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\))/.test(status)) {
        found.push(`${name}: no Status line under the title`);
      }
      const links = relativeLinks(lines.join('\n')).filter(
        (target) => target !== '' && !existsSync(resolve(decisionsDir, target)),
      );
      return [...found, ...links.map((link) => `${name}: link ${link}`)];
    });
    expect(problems).toEqual([]);
  });
});
