/**
 * What the workers of one instance (WEB_CONCURRENCY > 1, ADR 086) and their primary say to one
 * another over the cluster's IPC channels. Each message names itself with a `type` no other
 * sender uses (the rate-limit store's messages carry their own `from`).
 */
export type WorkerMessage =
  /** A worker follows content versions: the primary relays each new one to it from now on. */
  | { type: 'agency-site:follow-versions' }
  /** A worker published `version`; `id` is its own, for the `relayed` answer. */
  | { type: 'agency-site:version'; version: number; id: number }
  /** The primary asks a worker to take in `version`, and to answer `applied` with `ask`. */
  | { type: 'agency-site:apply-version'; version: number; ask: number }
  | { type: 'agency-site:version-applied'; ask: number }
  /** Every other worker took in the version published with `id` (or gave no answer in time). */
  | { type: 'agency-site:version-relayed'; id: number }

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { type?: unknown }).type === 'string' &&
    (message as { type: string }).type.startsWith('agency-site:')
  )
}

/** How long a publish waits for the other workers before answering anyway. */
export const RELAY_TIMEOUT_MS = 2000
