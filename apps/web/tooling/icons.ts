// `npx tsx apps/web/tooling/icons.ts`: writes the app icons of the web app manifest into public/icons/ (PNG,
// no image library needed) and the favicon: the TermTap "T" in white on the brand teal. The maskable icon
// keeps the letter inside the central 80% safe zone and fills the whole square. The favicon is a PNG, not an SVG:
// an SVG image costs the page a whole isolated SVG document on its main thread (seen in a trace: 15–20 ms).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { webRoot } from './buildWebApp.ts';

type Rgba = readonly [number, number, number, number];
const TEAL: Rgba = [0x0f, 0x76, 0x6e, 0xff];
const WHITE: Rgba = [0xff, 0xff, 0xff, 0xff];
const CLEAR: Rgba = [0, 0, 0, 0];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size`² pixels, coloured by `pixel(x, y)`. */
function png(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, truecolour with alpha, deflate, no filter method choice, no interlace
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y += 1) {
    const start = y * (1 + size * 4);
    rows[start] = 0; // no filter
    for (let x = 0; x < size; x += 1) rows.set(pixel(x, y), start + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A "T" filling `scale` of the square (its bar and stem), on teal; `corners` fills the rounded-off corners. */
function icon(size: number, scale: number, corners: Rgba | null): Buffer {
  const letter = size * scale;
  const left = (size - letter) / 2;
  const top = (size - letter) / 2;
  const bar = letter * 0.2;
  const stem = letter * 0.24;
  const radius = size * 0.18;
  return png(size, (x, y) => {
    if (corners) {
      const cx = Math.min(Math.max(x, radius), size - radius);
      const cy = Math.min(Math.max(y, radius), size - radius);
      if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return corners;
    }
    const inBar = y >= top && y < top + bar && x >= left && x < left + letter;
    const inStem = y >= top && y < top + letter && Math.abs(x - size / 2) < stem / 2;
    return inBar || inStem ? WHITE : TEAL;
  });
}

const folder = join(webRoot, 'public', 'icons');
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'icon-192.png'), icon(192, 0.56, WHITE));
await writeFile(join(folder, 'icon-512.png'), icon(512, 0.56, WHITE));
await writeFile(join(folder, 'icon-maskable-512.png'), icon(512, 0.44, null));
// A browser tab shows it on its own colour, light or dark: the corners are see-through.
await writeFile(join(folder, 'favicon-48.png'), icon(48, 0.56, CLEAR));
console.info(`icons written to ${folder}`);
