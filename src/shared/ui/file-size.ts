import { uploaderTexts } from './messages';

const STEP = 1024;
const number = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, useGrouping: false });

/** A file's size as the uploader shows it (spec 001 §5): in Bytes, KB, MB, GB or TB, steps of 1024. */
export function formatFileSize(bytes: number): string {
  const units = uploaderTexts.sizeUnits;
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < units.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${number.format(value)} ${units[unit]}`;
}
