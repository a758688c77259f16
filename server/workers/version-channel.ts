import cluster from 'node:cluster'
import type { VersionChannel } from '~/core/content-version.server'
import { isWorkerMessage, RELAY_TIMEOUT_MS, type WorkerMessage } from './messages'

/**
 * The content version between the workers of one instance (ADR 086), through their primary:
 * a worker that publishes a version waits until every other worker has read its changes, so
 * the answer to an edit comes after no worker can still serve what it replaced. Undefined in a
 * process that is not a worker.
 */
export function workersVersionChannel(): VersionChannel | undefined {
  if (!cluster.isWorker || !process.send) return undefined
  const send = (message: WorkerMessage) =>
    new Promise<void>((resolve) => {
      // A primary gone (the instance stopping) leaves the database's poll to catch up.
      if (!process.connected) return resolve()
      process.send!(message, undefined, undefined, () => resolve())
    })
  const waiting = new Map<number, () => void>()
  let lastId = 0
  process.on('message', (message: unknown) => {
    if (isWorkerMessage(message) && message.type === 'agency-site:version-relayed') {
      waiting.get(message.id)?.()
    }
  })
  return {
    async publish(version) {
      const id = ++lastId
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve()
        }
        const timer = setTimeout(done, RELAY_TIMEOUT_MS + 500)
        waiting.set(id, done)
        void send({ type: 'agency-site:version', version, id })
      })
    },
    async subscribe(onVersion) {
      process.on('message', (message: unknown) => {
        if (!isWorkerMessage(message) || message.type !== 'agency-site:apply-version') return
        void Promise.resolve(onVersion(message.version))
          .catch(() => undefined)
          .then(() => send({ type: 'agency-site:version-applied', ask: message.ask }))
      })
      await send({ type: 'agency-site:follow-versions' })
    },
  }
}
