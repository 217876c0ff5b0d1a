import { solidPng } from './profile-support/png.js';

/** An SVG that carries a script, an event handler and an external link: none may survive storage. */
export const scriptedSvg = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="32"
  onload="alert('svg')"><script>alert(document.cookie)</script>
  <a xlink:href="javascript:alert(1)"><rect width="32" height="32" fill="#7b1fa2"/></a></svg>`,
);

/** An ICO whose one image is a PNG, as modern icon editors write them. */
export function pngIco(size = 16): Buffer {
  const png = solidPng(size, size);
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

/** A classic ICO: one 2×2 32-bit bitmap with its AND mask. */
export function bitmapIco(): Buffer {
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(2, 4);
  info.writeInt32LE(4, 8); // twice the height: the colour rows and the mask rows
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  const pixels = Buffer.from(Array.from({ length: 4 }, () => [200, 30, 120, 255]).flat());
  const mask = Buffer.alloc(8);
  const image = Buffer.concat([info, pixels, mask]);
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(2, 0);
  entry.writeUInt8(2, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, image]);
}
