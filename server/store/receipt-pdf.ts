import { orderTexts } from '../../domain/messages/store.js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatDateTimeIn } from '../../domain/dates.js';
import { formatMoney } from '../../domain/money.js';
import type { OrderView } from './order-store.js';

const receiptTexts = {
  title: 'Recibo de compra',
  donationTitle: 'Recibo de donativo',
  order: orderTexts.number,
  date: 'Fecha',
  status: 'Estado',
  total: 'Total',
  columns: ['Cantidad', 'Descripción', 'Subtotal'],
} as const;

/**
 * The receipt of an order: number, date and time on the company's clock (as the pages show them), one line per
 * product and the total in MXN (Helvetica, WinAnsi).
 */
export async function receiptPdf(order: OrderView, donation: boolean, timeZone: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receiptTexts.title} ${order.orderNumber}`);
  pdf.setAuthor('Muro Pride');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.11, 0.13);
  let y = 780;
  const write = (text: string, x: number, size = 11, font = regular) =>
    page.drawText(text, { x, y, size, font, color: ink });

  write('Muro Pride', 50, 20, bold);
  y -= 30;
  write(donation ? receiptTexts.donationTitle : receiptTexts.title, 50, 16, bold);
  y -= 28;
  write(`${receiptTexts.order}: ${order.orderNumber}`, 50);
  y -= 18;
  write(`${receiptTexts.date}: ${formatDateTimeIn(order.date, timeZone)}`, 50);
  y -= 18;
  write(`${receiptTexts.status}: ${order.status}`, 50);
  y -= 34;
  const [quantity, description, subtotal] = receiptTexts.columns;
  write(quantity, 50, 11, bold);
  write(description, 130, 11, bold);
  write(subtotal, 460, 11, bold);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: ink });
  for (const line of order.details) {
    y -= 20;
    write(String(line.quantity), 50);
    write(line.description.slice(0, 60), 130);
    write(formatMoney(line.subTotal), 460);
  }
  y -= 14;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: ink });
  y -= 22;
  write(`${receiptTexts.total}: ${formatMoney(order.total)} MXN`, 360, 13, bold);
  return pdf.save();
}
