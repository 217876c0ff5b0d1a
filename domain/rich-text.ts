/**
 * The rich text of articles (spec 002 §3: "rich text stored as raw JSON"): a ProseMirror/TipTap document limited
 * to these node and mark types. The gateway keeps only them (sanitizeRichText) and the pages render only them,
 * as React elements; no HTML is ever stored or injected (docs/decisions/0102-rich-text.md).
 */

type BlockType =
  | 'paragraph'
  | 'heading'
  | 'bulletList'
  | 'orderedList'
  | 'listItem'
  | 'blockquote'
  | 'horizontalRule'
  | 'hardBreak';
type MarkType = 'bold' | 'italic' | 'underline' | 'strike' | 'link';

export interface RichMark {
  type: MarkType;
  attrs?: { href: string };
}

export interface RichNode {
  /** ProseMirror nodes are open JSON objects; only the fields below are ever kept. */
  [field: string]: unknown;
  type: BlockType | 'text';
  text?: string;
  attrs?: { level: 2 | 3 | 4 };
  marks?: RichMark[];
  content?: RichNode[];
}

export interface RichDoc {
  type: 'doc';
  content: RichNode[];
}

const BLOCKS: ReadonlySet<string> = new Set<BlockType>([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'horizontalRule',
  'hardBreak',
]);
const MARKS: ReadonlySet<string> = new Set<MarkType>(['bold', 'italic', 'underline', 'strike', 'link']);
const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s<>"]+$/i;
const MAX_DEPTH = 12;
const MAX_TEXT = 20_000;

type Unknown = Record<string, unknown>;
const isObject = (value: unknown): value is Unknown => typeof value === 'object' && value !== null;

/** A link mark only with an http(s) or mailto address; javascript: and data: links are dropped. */
function cleanMark(value: unknown): RichMark | null {
  if (!isObject(value) || typeof value.type !== 'string' || !MARKS.has(value.type)) return null;
  if (value.type !== 'link') return { type: value.type as MarkType };
  const href = isObject(value.attrs) ? value.attrs.href : undefined;
  return typeof href === 'string' && SAFE_HREF.test(href) ? { type: 'link', attrs: { href } } : null;
}

function cleanNode(value: unknown, depth: number): RichNode[] {
  if (!isObject(value) || typeof value.type !== 'string' || depth > MAX_DEPTH) return [];
  if (value.type === 'text') {
    if (typeof value.text !== 'string' || value.text === '') return [];
    const marks = Array.isArray(value.marks)
      ? value.marks.map(cleanMark).filter((m): m is RichMark => m !== null)
      : [];
    const text = value.text.slice(0, MAX_TEXT);
    return [marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text }];
  }
  // An unknown node (a script, an iframe, an image) goes with everything inside it.
  if (!BLOCKS.has(value.type)) return [];
  const children = Array.isArray(value.content)
    ? value.content.flatMap((child) => cleanNode(child, depth + 1))
    : [];
  const node: RichNode = { type: value.type as BlockType };
  if (value.type === 'heading') {
    const level = isObject(value.attrs) ? Number(value.attrs.level) : 2;
    node.attrs = { level: level === 3 || level === 4 ? level : 2 };
  }
  if (children.length > 0) node.content = children;
  return [node];
}

/** Keeps only the allowed nodes, marks and attributes of a document; anything else is dropped. */
export function sanitizeRichText(value: unknown): RichDoc {
  const content = isObject(value) && Array.isArray(value.content) ? value.content : [];
  return { type: 'doc', content: content.flatMap((node) => cleanNode(node, 0)) };
}

/** The document's words as plain text, blocks separated by a space (for previews and search). */
export function plainText(doc: RichDoc | null | undefined): string {
  const words: string[] = [];
  const visit = (node: RichNode) => {
    if (node.text) words.push(node.text);
    node.content?.forEach(visit);
    if (node.type !== 'text' && node.type !== 'hardBreak') words.push(' ');
  };
  doc?.content.forEach(visit);
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** A document holding one paragraph per line of plain text (seed data, tests). */
export function richTextOf(...paragraphs: string[]): RichDoc {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}
