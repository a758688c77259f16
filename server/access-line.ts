import { pino } from 'pino'
import { redactUrl, type Logger } from '~/lib/logger.server'

export interface HitLine {
  id: string
  method: string | undefined
  url: string | undefined
  remoteAddress: string | undefined
  statusCode: number
  responseTime: number
}

type Stream = { write(line: string): unknown }

/**
 * The access line of a page-cache hit, written straight to the logger's destination: the very
 * line pino writes for a request through `logSerializers` (`level`, `time`, the logger's `pid`
 * and `hostname`, `req`, `res`, `responseTime`, `cache`, `msg`), built as one string. A hit is
 * the cheapest answer the server sends, and pino's generic path (serializers, redaction of the
 * censored paths, a generic JSON writer) cost a third of it; none of that applies here: the
 * fields are fixed, none is censored, and the URL's secrets are removed by `redactUrl` as the
 * serializer does (ADR 083). The level is the logger's: nothing is written above `info`.
 */
export function hitLogger(logger: Logger): (line: HitLine) => void {
  const symbols = pino.symbols as typeof pino.symbols & { chindingsSym: symbol }
  const stream = (logger as unknown as Record<symbol, Stream>)[symbols.streamSym]
  // `,"pid":…,"hostname":"…"` and any bindings, exactly as the logger writes them.
  const bindings = (logger as unknown as Record<symbol, string>)[symbols.chindingsSym] ?? ''
  const level = logger.levels.values.info
  const str = JSON.stringify
  return (line) => {
    if (!stream || !logger.isLevelEnabled('info')) return
    const address =
      line.remoteAddress === undefined ? '' : `,"remoteAddress":${str(line.remoteAddress)}`
    const url = line.url === undefined ? '' : `,"url":${str(redactUrl(line.url))}`
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"req":{"id":${str(line.id)},` +
        `"method":${str(line.method)}${url}${address}},"res":{"statusCode":${line.statusCode}},` +
        `"responseTime":${line.responseTime},"cache":"hit","msg":"request completed"}\n`,
    )
  }
}
