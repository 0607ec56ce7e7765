import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    level: options.level,
    ...(options.name ? { name: options.name } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-nonce"]', '*.password', '*.passwordHash'],
      censor: '[redacted]',
    },
  });
}
