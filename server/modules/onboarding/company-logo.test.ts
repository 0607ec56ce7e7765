import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../../common/locales/index.ts';
import { builtInVirusScanner, createClamdScanner, EICAR_TEST_STRING, type VirusScanner } from '../../platform/virus-scanner.ts';
import { clamdInstalled, startClamdTestServer, type ClamdTestServer } from '../../test/clamd-test-server.ts';
import { COMPANY_LOGO_MAX_BYTES, companyLogoMessageKey, detectLogoType, processCompanyLogo, type CompanyLogoResult } from './company-logo.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1f6feb' } });
const eicar = Buffer.from(EICAR_TEST_STRING, 'latin1');

function accepted(result: CompanyLogoResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

/** CRC-32 of PNG chunks (the table-less form; the bomb is built once per run). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, complete PNG of 20000 × 20000 black pixels (1-bit greyscale) in about 50 KB: 400 million
 * pixels once decoded. Written by hand because encoding it with an image library takes minutes.
 */
function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(side / 8) + 1; // filter byte + packed pixels, all zero
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('processCompanyLogo: types from magic bytes', () => {
  it('accepts a PNG named .jpg as a PNG', async () => {
    const png = await solid(40, 20).png().toBuffer();
    const result = accepted(await processCompanyLogo(png, 'logo.jpg', builtInVirusScanner));
    expect(result).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
  });

  it('accepts JPEG and WebP, whatever their names', async () => {
    const jpeg = accepted(await processCompanyLogo(await solid(30, 30).jpeg().toBuffer(), 'logo.png', builtInVirusScanner));
    expect(jpeg).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    const webp = accepted(await processCompanyLogo(await solid(30, 30).webp().toBuffer(), 'logo', builtInVirusScanner));
    expect(webp).toMatchObject({ extension: 'webp', contentType: 'image/webp' });
    expect((await sharp(webp.data).metadata()).format).toBe('webp');
  });

  it('refuses a text file named .png, an empty file and other image types', async () => {
    expect(await processCompanyLogo(Buffer.from('just some text\n'), 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
    expect(await processCompanyLogo(Buffer.alloc(0), 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
    const gif = await solid(10, 10).gif().toBuffer();
    expect(await processCompanyLogo(gif, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a PNG signature in front of something that is not a PNG, and a truncated PNG', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    expect(await processCompanyLogo(fake, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
    const png = await solid(200, 200).png({ compressionLevel: 0 }).toBuffer();
    expect(await processCompanyLogo(png.subarray(0, png.length / 2), 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('detects SVG text after a BOM, XML declaration, comment and doctype, and nothing else as SVG', () => {
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg></svg>';
    expect(detectLogoType(Buffer.from(svg))).toBe('svg');
    expect(detectLogoType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(detectLogoType(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBeUndefined();
  });
});

describe('processCompanyLogo: size and decompression bombs', () => {
  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(COMPANY_LOGO_MAX_BYTES)]);
    expect(await processCompanyLogo(big, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('refuses a small PNG that declares 20000 × 20000 pixels', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    expect(await processCompanyLogo(bomb, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'invalid' });
    // The same file at 2000 × 2000 passes: the pixel count, not the way it is built, is what is refused.
    const small = accepted(await processCompanyLogo(decompressionBomb(2000), 'logo.png', builtInVirusScanner));
    expect(await sharp(small.data).metadata()).toMatchObject({ width: 1024, height: 1024 });
  });

  it('shrinks a large image to 1024 pixels on its long side', async () => {
    const wide = await solid(3000, 1000).png().toBuffer();
    const result = accepted(await processCompanyLogo(wide, 'wide.png', builtInVirusScanner));
    expect(await sharp(result.data).metadata()).toMatchObject({ width: 1024, height: 341 });
  });
});

describe('processCompanyLogo: re-encoding cleans raster files', () => {
  it('drops a script and a zip appended to a valid JPEG', async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const zipHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert("polyglot")</script>'), zipHeader, Buffer.from('payload.txt evil')]);
    const result = accepted(await processCompanyLogo(polyglot, 'logo.jpg', builtInVirusScanner));
    expect(result.extension).toBe('jpg');
    expect(result.data.includes('<script>')).toBe(false);
    expect(result.data.includes('polyglot')).toBe(false);
    expect(result.data.includes(zipHeader)).toBe(false);
    expect(result.data.includes('payload.txt')).toBe(false);
    // The cleaned file ends where a JPEG ends.
    expect([...result.data.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('strips EXIF metadata', async () => {
    const tagged = await solid(32, 32).jpeg().withExif({ IFD0: { Copyright: 'secret-owner-name', Artist: 'secret-artist' } }).toBuffer();
    expect(tagged.includes('secret-owner-name')).toBe(true);
    const result = accepted(await processCompanyLogo(tagged, 'logo.jpg', builtInVirusScanner));
    expect(result.data.includes('secret-owner-name')).toBe(false);
    expect((await sharp(result.data).metadata()).exif).toBeUndefined();
  });
});

describe('processCompanyLogo: SVG', () => {
  const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
  <rect x="0" y="0" width="100" height="50" fill="url(#g)" onclick="steal()"/>
  <circle cx="10" cy="10" r="5" style="fill: url(https://evil.example/track.png)"/>
  <use xlink:href="https://evil.example/sprite.svg#logo"/>
  <use href="#g"/>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <a href="javascript:alert(2)"><text x="5" y="40">ACME</text></a>
  <foreignObject width="100" height="50"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>
  <animate attributeName="href" to="javascript:alert(3)"/>
</svg>`;

  it('keeps the drawing and removes script, handlers, external references and foreignObject', async () => {
    const result = accepted(await processCompanyLogo(Buffer.from(hostile), 'logo.png', builtInVirusScanner));
    expect(result).toMatchObject({ extension: 'svg', contentType: 'image/svg+xml' });
    const svg = result.data.toString('utf8');
    for (const gone of ['<script', 'alert', '<style', '@import', 'onload', 'onclick', 'evil.example', 'javascript:', 'foreignObject', '<image', '<iframe', '<a ', '<animate']) {
      expect(svg, gone).not.toContain(gone);
    }
    for (const kept of ['viewBox="0 0 100 50"', 'linearGradient', 'gradientUnits="userSpaceOnUse"', 'fill="url(#g)"', '<use href="#g"', 'ACME', '<circle cx="10" cy="10" r="5"']) {
      expect(svg, kept).toContain(kept);
    }
    // Still an SVG a renderer draws at its size.
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'svg', width: 100, height: 50 });
  });

  it('adds the SVG namespace when the file lacks it', async () => {
    const result = accepted(await processCompanyLogo(Buffer.from('<svg width="4" height="4"><path d="M0 0h4v4z"/></svg>'), 'x.svg', builtInVirusScanner));
    expect(result.data.toString()).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">');
    expect((await sharp(result.data).metadata()).format).toBe('svg');
  });

  it('refuses a document whose SVG root does not survive', async () => {
    expect(await processCompanyLogo(Buffer.from('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'), 'x.svg', builtInVirusScanner)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('processCompanyLogo: scanning first', () => {
  it('refuses EICAR with the built-in check alone (no clamd configured)', async () => {
    expect(await processCompanyLogo(eicar, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'virus' });
    const inPng = Buffer.concat([await solid(8, 8).png().toBuffer(), eicar]);
    expect(await processCompanyLogo(inPng, 'logo.png', builtInVirusScanner)).toEqual({ ok: false, reason: 'virus' });
  });

  it('scans the bytes as uploaded, before any decoding', async () => {
    const seen: Buffer[] = [];
    const recording: VirusScanner = {
      async scan(bytes) {
        seen.push(bytes);
        return { infected: false };
      },
    };
    const polyglot = Buffer.concat([await solid(8, 8).jpeg().toBuffer(), Buffer.from('tail')]);
    await processCompanyLogo(polyglot, 'logo.jpg', recording);
    expect(seen).toEqual([polyglot]);
  });

  it('refuses the upload, with the reason for the log, when the scan itself fails', async () => {
    const broken: VirusScanner = { scan: () => Promise.reject(new Error('clamd unreachable')) };
    const result = await processCompanyLogo(await solid(8, 8).png().toBuffer(), 'logo.png', broken);
    expect(result).toMatchObject({ ok: false, reason: 'invalid', cause: new Error('clamd unreachable') });
  });

  it('gives the spec message keys, present in every language', () => {
    expect(companyLogoMessageKey('virus')).toBe('onboarding.logo.virus');
    expect(companyLogoMessageKey('invalid')).toBe('onboarding.logo.failed');
    expect(companyLogoMessageKey('tooLarge')).toBe('onboarding.logo.failed');
    const logo = (translations.en.onboarding as { logo: Record<string, string> } | undefined)?.logo;
    expect(logo).toEqual({ virus: 'Log file contains virus, please upload another logo.', failed: 'Logo upload failed!!' });
  });
});

describe.skipIf(!clamdInstalled())('processCompanyLogo with a real clamd', () => {
  let clamd: ClamdTestServer;
  beforeAll(async () => {
    clamd = await startClamdTestServer();
  });
  afterAll(async () => {
    await clamd?.stop();
  });

  it('refuses EICAR hidden in a PNG and accepts the clean PNG, clamd alone deciding', async () => {
    const scanner = createClamdScanner({ host: clamd.host, port: clamd.port });
    const png = await solid(8, 8).png().toBuffer();
    expect(await processCompanyLogo(Buffer.concat([png, eicar]), 'logo.png', scanner)).toEqual({ ok: false, reason: 'virus' });
    expect(accepted(await processCompanyLogo(png, 'logo.png', scanner)).extension).toBe('png');
  });
});
