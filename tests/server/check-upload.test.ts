import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../server/domain-errors.js';
import { checkUpload } from '../../server/uploads/check-upload.js';
import { fileKinds } from '../../domain/file-kinds.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import { MEGABYTE, type UploadRule } from '../../domain/upload-rule.js';

const banner: UploadRule = {
  kinds: [fileKinds.png, fileKinds.tiff],
  maxBytes: MEGABYTE,
  maxCount: 1,
  image: { minWidth: 20, minHeight: 10, maxWidth: 200, maxHeight: 100 },
  description: 'png',
};
const cv: UploadRule = { kinds: [fileKinds.pdf], maxBytes: MEGABYTE, maxCount: 1, description: 'pdf' };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });
const file = (data: Buffer) => ({ fieldName: 'archivo', fileName: 'x', declaredType: 'image/png', data });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Invalid);
  return (error as Invalid).errors[0]?.message;
};

describe('checkUpload, the one content check of every area', () => {
  it("applies an area's image size rules", async () => {
    const small = await picture(10, 10).png().toBuffer();
    expect(await refusal(checkUpload(file(small), banner))).toBe(uploadMessages.imageTooSmall(20, 10));
    const big = await picture(300, 50).png().toBuffer();
    expect(await refusal(checkUpload(file(big), banner))).toBe(uploadMessages.imageTooBig(200, 100));
    const fine = await checkUpload(file(await picture(100, 50).png().toBuffer()), banner);
    expect(fine).toMatchObject({ mime: 'image/png', extension: 'png', fieldName: 'archivo' });
  });

  it('stores a TIFF as a PNG a browser can show', async () => {
    const tiff = await picture(40, 20).tiff().toBuffer();
    const checked = await checkUpload(file(tiff), banner);
    expect(checked).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect((await sharp(checked.data).metadata()).format).toBe('png');
  });

  it('keeps a document as sent and refuses an image where only documents are taken', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(await checkUpload(file(pdf), cv)).toMatchObject({ data: pdf, extension: 'pdf' });
    const png = await picture(30, 30).png().toBuffer();
    expect(await refusal(checkUpload(file(png), cv))).toBe(uploadMessages.notAllowed('pdf'));
  });

  it('refuses a truncated image', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const cut = png.subarray(0, Math.floor(png.length / 2));
    expect(await refusal(checkUpload(file(cut), banner))).toBe(uploadMessages.damagedImage);
  });
});
