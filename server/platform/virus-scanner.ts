import net from 'node:net';
import type { AppConfig } from '../config/config.ts';

export type ScanResult = { infected: false } | { infected: true; signature: string };

/**
 * The virus-scanning port. `scan` resolves with the verdict; it rejects when no verdict could be had
 * (clamd unreachable, too slow, or answering an error), and callers then refuse the file: an
 * unscanned upload is never accepted.
 */
export type VirusScanner = { scan(bytes: Buffer): Promise<ScanResult> };

/**
 * The EICAR anti-virus test file (68 bytes), built from parts so this source file is not itself a
 * test virus to the scanners that look at the repository.
 */
export const EICAR_TEST_STRING = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS', '-TEST-FILE!$H+H*'].join('');
export const EICAR_SIGNATURE_NAME = 'Eicar-Test-Signature';

/**
 * The check that always runs, with or without clamd: it refuses the EICAR test string anywhere in
 * the bytes, so the refusal path can be proven (and demonstrated) on a machine without ClamAV.
 */
export const builtInVirusScanner: VirusScanner = {
  async scan(bytes) {
    return bytes.includes(EICAR_TEST_STRING, 0, 'latin1') ? { infected: true, signature: EICAR_SIGNATURE_NAME } : { infected: false };
  },
};

export type ClamdScannerOptions = { host: string; port: number; timeoutMs?: number; chunkBytes?: number };

/**
 * clamd over TCP with the INSTREAM command: `zINSTREAM\0`, then chunks each preceded by its length
 * (4 bytes, big-endian), then a zero length; clamd answers `stream: OK` or `stream: <name> FOUND`,
 * NUL-terminated because of the `z` prefix. Anything else (`... ERROR`, a closed connection, no answer
 * within the time-out) rejects.
 */
export function createClamdScanner({ host, port, timeoutMs = 30_000, chunkBytes = 64 * 1024 }: ClamdScannerOptions): VirusScanner {
  return {
    scan(bytes) {
      return new Promise<ScanResult>((resolve, reject) => {
        const replyChunks: Buffer[] = [];
        let settled = false;
        const finish = (error: Error | undefined, result?: ScanResult) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          if (error) reject(error);
          else if (result) resolve(result);
        };
        const socket = net.connect({ host, port });
        socket.setTimeout(timeoutMs, () => finish(new Error(`clamd at ${host}:${port} did not answer within ${timeoutMs} ms`)));
        socket.on('error', (error) => finish(new Error(`clamd at ${host}:${port} failed: ${error.message}`, { cause: error })));
        socket.on('data', (data) => {
          replyChunks.push(data);
          const reply = Buffer.concat(replyChunks);
          const end = reply.indexOf(0);
          if (end >= 0) settleReply(reply.subarray(0, end).toString('utf8'));
        });
        socket.on('end', () => settleReply(Buffer.concat(replyChunks).toString('utf8')));
        socket.on('connect', () => {
          socket.write('zINSTREAM\0');
          for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
            const chunk = bytes.subarray(offset, offset + chunkBytes);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            socket.write(length);
            socket.write(chunk);
          }
          socket.write(Buffer.alloc(4));
        });

        function settleReply(raw: string) {
          try {
            finish(undefined, parseClamdReply(raw));
          } catch (error) {
            finish(error instanceof Error ? error : new Error(String(error)));
          }
        }
      });
    },
  };
}

/** clamd's answer to one INSTREAM; throws on anything that is not a verdict. */
export function parseClamdReply(raw: string): ScanResult {
  const reply = raw.replace(/\0/g, '').trim();
  if (reply === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found?.[1]) return { infected: true, signature: found[1] };
  throw new Error(`clamd gave no verdict: ${reply === '' ? '(no answer)' : reply}`);
}

/** Runs scanners in order and stops at the first infection; a scanner that rejects rejects the whole scan. */
export function chainVirusScanners(...scanners: VirusScanner[]): VirusScanner {
  return {
    async scan(bytes) {
      for (const scanner of scanners) {
        const result = await scanner.scan(bytes);
        if (result.infected) return result;
      }
      return { infected: false };
    },
  };
}

/** The built-in check always; clamd after it when `CLAMAV_HOST` is set. */
export function createVirusScannerFromConfig(config: Pick<AppConfig, 'clamav'>): VirusScanner {
  if (!config.clamav) return builtInVirusScanner;
  return chainVirusScanners(builtInVirusScanner, createClamdScanner(config.clamav));
}
