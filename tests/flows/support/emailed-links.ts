import type { ModelPath } from './test-model';

/** What an e-mailed confirmation link carries (`?userId=&code=`); either may be missing from a cut link. */
interface LinkInput {
  userId: number | null;
  code: string | null;
}

/** A whole link, one without its person and one without its code: the inputs a link's flow is walked with. */
export const linkInputs: LinkInput[] = [
  { userId: 7, code: 'c0d1g0' },
  { userId: null, code: 'c0d1g0' },
  { userId: 7, code: null },
];

/** The link's query string, leaving out what it lacks. */
export const linkQuery = ({ userId, code }: LinkInput) =>
  new URLSearchParams([
    ...(userId ? [['userId', String(userId)]] : []),
    ...(code ? [['code', code]] : []),
  ]).toString();

/** A walked path's test name: the link it opens and the events it goes through. */
export const linkPathName = (path: ModelPath<{ type: string }, LinkInput>) =>
  `${linkQuery(path.input) || 'sin parámetros'}: ${path.steps.map((s) => s.event.type).join(' → ')}`;
