import type { Db } from '~/lib/db.server'

/**
 * Group commit: small independent writes that arrive together share one transaction, so a
 * burst of them costs one commit (one fsync on SQLite with synchronous=FULL) instead of one
 * each. Nothing is acknowledged before its commit: `run` resolves only once the transaction
 * holding its work has committed. See docs/decisions/027-group-commit.md.
 */
export interface GroupCommit {
  /**
   * Runs `work` in a transaction shared with the writes queued beside it and resolves with
   * its result once that transaction has committed. `work` may run twice (alone, after a
   * shared transaction failed), so it must do nothing outside the transaction it is given.
   */
  run<T>(work: (trx: Db) => Promise<T>): Promise<T>
}

interface Pending {
  work: (trx: Db) => Promise<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** Enough to turn a burst into a handful of commits; small enough to keep each one short. */
const MAX_BATCH = 256

export function createGroupCommit(db: Db): GroupCommit {
  const queue: Pending[] = []
  let flushing = false

  async function commitAlone(pending: Pending) {
    try {
      pending.resolve(await db.transaction().execute(pending.work))
    } catch (error) {
      pending.reject(error)
    }
  }

  async function commitTogether(batch: Pending[]) {
    let results: unknown[]
    try {
      results = await db.transaction().execute(async (trx) => {
        const out: unknown[] = []
        for (const pending of batch) out.push(await pending.work(trx))
        return out
      })
    } catch {
      // The whole batch rolled back: one bad write must not fail the others, so each is
      // tried again in a transaction of its own, and only the bad one fails.
      for (const pending of batch) await commitAlone(pending)
      return
    }
    batch.forEach((pending, i) => pending.resolve(results[i]))
  }

  async function flush() {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH)
        await (batch.length === 1 ? commitAlone(batch[0]!) : commitTogether(batch))
      }
    } finally {
      flushing = false
    }
  }

  return {
    run<T>(work: (trx: Db) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
        if (flushing) return
        flushing = true
        // After this turn's I/O callbacks: the requests that arrived together (or while the
        // last commit held the event loop, as better-sqlite3's does) all queue first.
        setImmediate(() => void flush())
      })
    },
  }
}
