import sharp, { type SharpOptions } from 'sharp';
import type { VirusScanner } from '../../platform/virus-scanner.ts';
import { sanitizeSvgLogo } from './company-logo-svg.ts';

/** At most 2 MB (issue 21). */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A larger declared image is refused before decoding: a few KB of PNG can declare gigabytes of pixels. */
export const COMPANY_LOGO_MAX_INPUT_PIXELS = 25_000_000;
/** The stored logo's longest side; a header logo never needs more. */
export const COMPANY_LOGO_MAX_SIDE = 1024;

export type CompanyLogoExtension = 'png' | 'jpg' | 'webp' | 'svg';
export type CompanyLogoFailure = 'virus' | 'invalid' | 'tooLarge';

export type CompanyLogoResult =
  | { ok: true; data: Buffer; extension: CompanyLogoExtension; contentType: string }
  /** `cause`: why the scan itself failed (clamd down or slow), for the caller's log; the upload is refused either way. */
  | { ok: false; reason: CompanyLogoFailure; cause?: unknown };

/** The spec's two messages (portal-area.md, section 8): a virus, and every other failure. */
export const COMPANY_LOGO_MESSAGE_KEYS = {
  virus: 'onboarding.logo.virus',
  failed: 'onboarding.logo.failed',
} as const;

export function companyLogoMessageKey(reason: CompanyLogoFailure): (typeof COMPANY_LOGO_MESSAGE_KEYS)[keyof typeof COMPANY_LOGO_MESSAGE_KEYS] {
  return reason === 'virus' ? COMPANY_LOGO_MESSAGE_KEYS.virus : COMPANY_LOGO_MESSAGE_KEYS.failed;
}

const CONTENT_TYPES: Record<CompanyLogoExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** What sharp's metadata must say for each type the magic bytes announced. */
const SHARP_FORMATS: Record<Exclude<CompanyLogoExtension, 'svg'>, string> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

/**
 * The uploaded logo, made safe to store and serve: scanned first, then typed by its magic bytes (the
 * file name is never trusted, so it is not read), raster images decoded and re-encoded (which drops
 * metadata and anything appended to or hidden in the file, and refuses decompression bombs), SVG
 * reduced to drawing elements. Pure apart from the scanner; nothing is written.
 */
export async function processCompanyLogo(bytes: Buffer, _originalFileName: string, scanner: VirusScanner): Promise<CompanyLogoResult> {
  // Only the length is read before the scan: an oversized upload is not worth sending to clamd.
  if (bytes.length > COMPANY_LOGO_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  if (bytes.length === 0) return { ok: false, reason: 'invalid' };
  try {
    if ((await scanner.scan(bytes)).infected) return { ok: false, reason: 'virus' };
  } catch (cause) {
    return { ok: false, reason: 'invalid', cause };
  }
  const extension = detectLogoType(bytes);
  if (!extension) return { ok: false, reason: 'invalid' };
  if (extension === 'svg') {
    const svg = sanitizeSvgLogo(bytes.toString('utf8'));
    return svg === undefined ? { ok: false, reason: 'invalid' } : { ok: true, data: Buffer.from(svg, 'utf8'), extension, contentType: CONTENT_TYPES.svg };
  }
  const data = await reencodeRaster(bytes, extension);
  return data ? { ok: true, data, extension, contentType: CONTENT_TYPES[extension] } : { ok: false, reason: 'invalid' };
}

/** The logo's type from its first bytes, or undefined for anything else. */
export function detectLogoType(bytes: Buffer): CompanyLogoExtension | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return looksLikeSvg(bytes) ? 'svg' : undefined;
}

/**
 * SVG is text: valid UTF-8 without NULs whose first element, after an optional BOM, XML declaration,
 * comments and doctype, is `<svg`.
 */
function looksLikeSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes('\0')) return false;
  const prologue = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i;
  return prologue.test(text);
}

async function reencodeRaster(bytes: Buffer, extension: Exclude<CompanyLogoExtension, 'svg'>): Promise<Buffer | undefined> {
  try {
    // failOn 'warning': a truncated or damaged image is refused rather than half decoded.
    const options: SharpOptions = { limitInputPixels: COMPANY_LOGO_MAX_INPUT_PIXELS, failOn: 'warning', animated: false };
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== SHARP_FORMATS[extension]) return undefined;
    const pipeline = sharp(bytes, options)
      // Applies the EXIF orientation to the pixels, since the metadata (EXIF included) is not kept.
      .rotate()
      .resize({ width: COMPANY_LOGO_MAX_SIDE, height: COMPANY_LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (extension === 'png') return await pipeline.png({ compressionLevel: 9 }).toBuffer();
    if (extension === 'jpg') return await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return await pipeline.webp({ quality: 90 }).toBuffer();
  } catch {
    // Not decodable, too many pixels, or damaged: all the same "upload failed" to the operator.
    return undefined;
  }
}
