import { pino, type Logger } from 'pino'

export type { Logger }

/**
 * `pretty`: readable lines instead of JSON, for a person watching a development server
 * (pino-pretty, a development dependency, run by pino in a worker thread). Production and
 * every other caller keep JSON lines, one per event, for whatever collects them.
 */
export function createLogger(level: string, { pretty = false } = {}): Logger {
  return pino({
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
    }),
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
