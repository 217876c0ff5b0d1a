import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { invalidInput } from '../domain-errors.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { rewardMessages } from './reward-messages.js';

const m = rewardMessages.coupons;
/** Printable ASCII without spaces: what Helvetica stamps and a barcode encodes without surprises. */
const COUPON_NUMBER = /^[\x21-\x7E]{1,64}$/;

function fail(message: string) {
  return invalidInput([{ field: 'couponData', message }]);
}

function firstColumnOfText(data: Buffer): string[] {
  const rows = parse(data, {
    bom: true,
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  return rows.map((row) => row[0] ?? '');
}

async function firstColumnOfWorkbook(data: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; the bytes are the same.
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const values: string[] = [];
  sheet?.eachRow((row) => values.push(row.getCell(1).text.trim()));
  return values;
}

/**
 * The coupon numbers of an uploaded file (docs/decisions/0143): the first column of a txt, csv or xlsx,
 * blank lines skipped, a first line without any digit taken as a header. A bad number refuses the whole
 * file with its line, so a load is all or nothing.
 */
export async function couponNumbers(file: CheckedUpload): Promise<string[]> {
  let cells: string[];
  try {
    cells = file.extension === 'xlsx' ? await firstColumnOfWorkbook(file.data) : firstColumnOfText(file.data);
  } catch {
    throw fail(m.unreadable);
  }
  const lines = cells.map((value, index) => ({ value, line: index + 1 })).filter((c) => c.value !== '');
  if (lines[0] && !/\d/.test(lines[0].value)) lines.shift();
  if (lines.length === 0) throw fail(m.empty);
  const bad = lines.find((c) => !COUPON_NUMBER.test(c.value));
  if (bad) throw fail(m.badNumber(bad.line));
  return lines.map((c) => c.value);
}
