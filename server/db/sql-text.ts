/** Pieces of SQL text the stores share. */

/** `sql` lowered and without Spanish accents, so a search ignores case and accents on both sides. */
export const foldedText = (sql: string) => `translate(lower(${sql}), 'áéíóúüñ', 'aeiouun')`;

/** A table or column name as a quoted identifier; names come from fixed lists, never from a request. */
export const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;
