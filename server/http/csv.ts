/** RFC 4180 fields: quoted when they hold a comma, quote or line break; quotes doubled. */
function field(value: string): string {
  // A leading =, +, - or @ would run as a formula in Excel (CSV injection): a leading apostrophe keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document with CRLF line ends and a UTF-8 byte-order mark, so Excel reads the accents right. */
export function toCsv(rows: string[][]): string {
  return '\uFEFF' + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** A file name from a title: accents and symbols removed, spaces as hyphens. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'encuesta'}.csv`;
}
