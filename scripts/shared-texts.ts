/**
 * Lists the Spanish texts written both in the gateway (server/) and in the portal (src/): each such text is a
 * wording change that needs two edits no type check ties together, so it belongs in domain/ (decision 0291).
 * A text is a string literal, or the fixed start of a template, of at least 12 characters with a Spanish letter
 * or three words in a row; import paths, identifiers and CSS have neither.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const MIN_LENGTH = 12;
const spanishLetter = /[áéíóúñü¿¡]/i;
const wordRun = /\p{L}+ \p{L}+ \p{L}+/u;
/** Generated contract types and tests repeat texts on purpose; they are not sources of wording. */
const skipped = /(^|\/)(generated|node_modules)\/|\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(file));
}

function isText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= MIN_LENGTH && (spanishLetter.test(trimmed) || wordRun.test(trimmed));
}

function textsOf(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (isText(node.text)) found.add(node.text.trim());
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function textsUnder(dir: string): Map<string, string> {
  const where = new Map<string, string>();
  for (const file of sourceFiles(dir)) {
    for (const text of textsOf(file)) if (!where.has(text)) where.set(text, file);
  }
  return where;
}

export interface SharedText {
  text: string;
  server: string;
  client: string;
}

/** The texts both sides write, with one file of each side where it appears. */
export function sharedTexts(root: string): SharedText[] {
  const server = textsUnder(join(root, 'server'));
  const client = textsUnder(join(root, 'src'));
  return [...server]
    .filter(([text]) => client.has(text))
    .map(([text, file]) => ({
      text,
      server: relative(root, file),
      client: relative(root, client.get(text) ?? ''),
    }))
    .sort((a, b) => a.server.localeCompare(b.server) || a.text.localeCompare(b.text));
}

if (import.meta.filename === process.argv[1]) {
  const shared = sharedTexts(resolve(import.meta.dirname, '..'));
  console.log(`Texts written in both server/ and src/: ${shared.length}`);
  for (const { text, server, client } of shared) console.log(`${server} | ${client} | ${text}`);
}
