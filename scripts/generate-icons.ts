import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * Renders web/public/favicon.svg into the PNG and ICO icons browsers ask for, with Debian's
 * Chromium. The results are committed; run `node scripts/generate-icons.ts` after changing the logo.
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../web/public');
const svg = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
/** iOS rounds the corners of a touch icon itself and paints transparency black: a full square for it. */
const squareSvg = svg.replace(/ rx="[\d.]+"/, '');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function render(source: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  return page.locator('svg').screenshot({ omitBackground: true });
}

/** An ICO holding PNG images (every browser since IE Vista reads them): a 6-byte header, a 16-byte entry per image, the images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

try {
  const icoImages = [];
  for (const size of [16, 32, 48]) icoImages.push({ size, png: await render(svg, size) });
  const outputs: Record<string, Buffer> = {
    'favicon.ico': icoOf(icoImages),
    'apple-touch-icon.png': await render(squareSvg, 180),
    'icon-192.png': await render(svg, 192),
    'icon-512.png': await render(svg, 512),
  };
  for (const [name, bytes] of Object.entries(outputs)) {
    writeFileSync(path.join(PUBLIC_DIR, name), bytes);
    console.log(`${name.padEnd(22)} ${bytes.length.toLocaleString('en-GB')} bytes`);
  }
} finally {
  await browser.close();
}
