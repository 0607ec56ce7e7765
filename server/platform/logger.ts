import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import { currentRequestId } from './request-context.ts';

export type { Logger };

export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * `auto` reads JSON lines only where a program reads them: a developer's terminal (development
 * and stdout a TTY, i.e. `npm start` by hand) gets one readable line per entry; production,
 * output piped to a file or a log collector, and the browser suite's server keep JSON.
 */
export function wantsPrettyLogs(format: LogFormat, env: string, isTty = process.stdout.isTTY === true): boolean {
  return format === 'pretty' || (format === 'auto' && env === 'development' && isTty);
}

type RequestLogFields = { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

/** `GET /management/home/index 200 4.1 ms` for a request line; the message itself otherwise. */
function formatMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestLogFields;
  const message = String(log[messageKey] ?? '');
  if (!req?.method || res?.statusCode === undefined) return message;
  const time = typeof responseTime === 'number' ? ` ${responseTime.toFixed(1)} ms` : '';
  return `${req.method} ${req.url ?? ''} ${res.statusCode}${time}${message === 'request completed' ? '' : ` ${message}`}`;
}

/**
 * pino-pretty is a devDependency: a production install may not have it, and then the logs stay
 * JSON. It runs in this process (not a transport worker) so the message format can be a function.
 */
function prettyStream(destination: NodeJS.WritableStream | undefined): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as typeof PinoPretty;
    return pretty.build({
      ...(destination ? { destination } : {}),
      colorize: !destination && process.stdout.isTTY === true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: formatMessage,
      sync: true,
    });
  } catch {
    return null;
  }
}

/** A one-time link's token is a password until used: its addresses are logged without it. */
const ONE_TIME_LINK_TOKEN = /(\/management\/(?:api\/invitations|invitation)\/)[^/?#]+/g;

export function redactSecretPaths(url: string): string {
  return url.replace(ONE_TIME_LINK_TOKEN, '$1[redacted]');
}

type LoggedRequest = { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's request fields, with the address's secrets taken out. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactSecretPaths(request.url ?? ''),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `destination` (stdout by default) lets a test read what is written. */
export function createLogger(options: { level: string; name?: string; pretty?: boolean; destination?: NodeJS.WritableStream }): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    ...(options.name ? { name: options.name } : {}),
    serializers: { req: serializeRequest },
    // Every line written for a request or for a job it queued carries its id, the services' lines too; a
    // request's own logger (Fastify's child) already binds it.
    mixin: (_object, _level, logger) => {
      const reqId = currentRequestId();
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-nonce"]', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  };
  const pretty = options.pretty && options.level !== 'silent' ? prettyStream(options.destination) : null;
  if (pretty) return pino(settings, pretty);
  return options.destination ? pino(settings, options.destination as DestinationStream) : pino(settings);
}
