import cluster, { type Worker } from 'node:cluster'
import { ClusterMemoryStorePrimary } from '@express-rate-limit/cluster-memory-store'
import type { Logger } from '~/lib/logger.server'
import { isWorkerMessage, RELAY_TIMEOUT_MS, type WorkerMessage } from './messages'

/** A worker that stops within this long of its start is retried only after a pause. */
const QUICK_EXIT_MS = 5000
const RESTART_PAUSE_MS = 1000
/** How long the workers have to drain after SIGTERM (each forces its own after 8 s). */
const STOP_DEADLINE_MS = 12_000

/**
 * The primary of an instance with WEB_CONCURRENCY > 1 (ADR 086): it serves nothing itself. It
 * starts the workers one after another (the first migrates and seeds; the next starts once it
 * listens), starts again one that dies, keeps the rate limits' counts for all of them, relays
 * each new content version to the others, and stops them all on SIGTERM or SIGINT.
 */
export function runPrimary(count: number, logger: Logger): void {
  new ClusterMemoryStorePrimary().init()
  let stopping = false
  let anyListened = false
  const followers = new Set<Worker>()
  /** The workers alive, with when each was started. */
  const started = new Map<Worker, number>()

  const fork = () => {
    const worker = cluster.fork()
    started.set(worker, Date.now())
    return worker
  }
  /** Workers start one at a time: the next once this one listens. */
  const startFrom = (index: number) => {
    if (index >= count || stopping) return
    fork().once('listening', () => {
      anyListened = true
      if (index === count - 1) logger.info({ workers: count }, 'all workers listening')
      startFrom(index + 1)
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    followers.delete(worker)
    const lived = Date.now() - (started.get(worker) ?? 0)
    started.delete(worker)
    if (stopping) {
      if (started.size === 0) process.exit(0)
      return
    }
    if (!anyListened) {
      // The first start failed (a configuration or database problem the worker has said):
      // another try would fail alike.
      process.exit(code || 1)
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another')
    setTimeout(fork, lived < QUICK_EXIT_MS ? RESTART_PAUSE_MS : 0).unref()
  })

  let lastAsk = 0
  const applied = new Map<number, () => void>()
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isWorkerMessage(message)) return
    if (message.type === 'agency-site:follow-versions') followers.add(from)
    else if (message.type === 'agency-site:version-applied') applied.get(message.ask)?.()
    else if (message.type === 'agency-site:version') {
      const others = [...followers].filter((w) => w !== from && w.isConnected())
      void Promise.all(others.map((w) => askToApply(w, message.version))).then(() =>
        tell(from, { type: 'agency-site:version-relayed', id: message.id }),
      )
    }
  })

  /** Resolves when `worker` has read `version`'s changes, has gone, or took too long. */
  const askToApply = (worker: Worker, version: number) =>
    new Promise<void>((resolve) => {
      const ask = ++lastAsk
      const done = () => {
        clearTimeout(timer)
        applied.delete(ask)
        worker.off('exit', done)
        resolve()
      }
      const timer = setTimeout(done, RELAY_TIMEOUT_MS)
      applied.set(ask, done)
      worker.once('exit', done)
      tell(worker, { type: 'agency-site:apply-version', version, ask })
    })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping the workers')
    if (started.size === 0) process.exit(0)
    for (const worker of started.keys()) worker.process.kill(signal)
    setTimeout(() => {
      logger.warn('workers still running after the deadline: killing them')
      for (const worker of started.keys()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  startFrom(0)
}

function tell(worker: Worker, message: WorkerMessage) {
  if (worker.isConnected()) worker.send(message, undefined, () => undefined)
}
