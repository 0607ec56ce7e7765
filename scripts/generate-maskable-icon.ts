import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Renders the maskable icon of the installed app (web/public/icon-maskable-512.png) from
 * web/public/favicon.svg: the logo's background fills the square (launchers cut it to their own
 * shape) and the mark shrinks into the safe zone, the middle 80 % circle. The result is committed;
 * run `node scripts/generate-maskable-icon.ts` after changing the logo (scripts/generate-icons.ts makes the others).
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../web/public');
const SIZE = 512;
/** The mark spans 14 of the logo's 32 units; at 0.75 it stays well inside the safe zone's circle. */
const MARK_SCALE = 0.75;

const svg = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
const mark = /<path[^>]*\/>/.exec(svg)?.[0];
if (!background || !mark) throw new Error('favicon.svg no longer has the rect and path this script expects');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${MARK_SCALE}) translate(-16 -16)">${mark}</g></svg>`;
const png = await sharp(Buffer.from(maskable)).png({ compressionLevel: 9 }).toBuffer();
writeFileSync(path.join(PUBLIC_DIR, 'icon-maskable-512.png'), png);
console.log(`icon-maskable-512.png ${png.length.toLocaleString('en-GB')} bytes`);
