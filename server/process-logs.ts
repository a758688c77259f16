import { format } from 'node:util'
import type { Logger } from '~/lib/logger.server'

/**
 * Makes everything the process writes about itself one JSON line through the logger:
 * libraries that print with `console` (a framework's warning, a rate limiter's configuration
 * check), and the errors nothing caught. A log reader then parses every line, and nothing
 * printed bypasses the logger's redaction.
 */
export function routeProcessOutputToLogger(logger: Logger) {
  const toLog =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error)
      logger[level]({ err: error, source: 'console' }, format(...args.filter((a) => a !== error)))
    }
  // The one place that touches `console`: to take it over, not to print.
  /* eslint-disable no-console */
  console.log = toLog('info')
  console.info = toLog('info')
  console.warn = toLog('warn')
  console.error = toLog('error')
  /* eslint-enable no-console */
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection')
  })
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception')
    logger.flush?.()
    process.exit(1)
  })
}
