import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Where and how the number goes on the reward's PDF (spec 002 §3 "Reward product"). */
export interface CouponStamp {
  couponNumber: string;
  posX: number;
  posY: number;
  fontSize: number;
  isBarCode: boolean;
}

const ink = rgb(0, 0, 0);

/** A Code 128 barcode of the number as PNG; its bars are as tall as five times the font size. */
async function barcodePng(number: string, fontSize: number): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: number,
    scale: 3,
    height: Math.max(8, Math.round((fontSize * 5) / 2.835)),
    includetext: false,
  });
}

/**
 * The coupon: the reward's PDF with the number stamped on its first page at posX, posY (points from the
 * bottom-left corner, decision 0142) in Helvetica at fontSize, or as a barcode there with the number in
 * text under it (so it can be typed when a scanner fails).
 */
export async function couponPdf(template: Uint8Array, stamp: CouponStamp): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(template);
  const page = pdf.getPage(0);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = stamp.fontSize;
  if (!stamp.isBarCode) {
    page.drawText(stamp.couponNumber, { x: stamp.posX, y: stamp.posY, size, font, color: ink });
    return pdf.save();
  }
  const image = await pdf.embedPng(await barcodePng(stamp.couponNumber, size));
  const height = size * 5;
  const width = (image.width / image.height) * height;
  page.drawImage(image, { x: stamp.posX, y: stamp.posY + size * 1.4, width, height });
  page.drawText(stamp.couponNumber, { x: stamp.posX, y: stamp.posY, size, font, color: ink });
  return pdf.save();
}
