import { pino, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never write secrets: tokens, cookies and passwords are censored wherever they appear.
    redact: {
      paths: [
        'req.headers["x-auth-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  })
}
