import { foldText } from '../../domain/directory.js';

export interface SearchableEntry {
  fullName: string;
  location: string;
  category: string;
  subCategory: string;
  /** Phones and e-mail addresses. */
  contacts: string[];
}

/** What the search column holds: the searchable fields folded (lower case, no accents), one per line. */
export function searchTextOf(e: SearchableEntry): string {
  return [e.fullName, e.location, e.category, e.subCategory, ...e.contacts].map(foldText).join('\n');
}

/** A LIKE pattern matching the folded query anywhere, with LIKE's own wildcards taken literally. */
export function searchPattern(query: string): string {
  return `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
