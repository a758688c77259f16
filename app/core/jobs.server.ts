import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'

/**
 * The one job runner (docs/decisions/042-one-job-runner.md): periodic and delayed work as rows
 * of the `jobs` table, so a job runs once across instances, survives a restart and is retried
 * when it fails.
 *
 * - A **periodic** job (`every`, or `next` for calendar times) has one row, named after it, whose
 *   `run_at` moves on after each run.
 * - A **one-off** job is enqueued with a key (`publish:content/home`) inside the transaction of
 *   the change that asks for it, and its row is deleted once it has run.
 * - A **local** job runs in every instance on every tick, with no row: work on this process's
 *   own memory (an in-memory batch to flush).
 *
 * Claiming is a compare-and-set on the row's lease (`locked_until`): of several instances
 * claiming one due row, exactly one update matches. A run that outlives its lease may run again
 * elsewhere, so jobs are idempotent. The clock is injectable: tests move time and call `tick()`
 * instead of sleeping.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface JobContext {
  /** The moment the runner claimed the job (the injectable clock's). */
  now: Date
  /** The one-off job's payload, as enqueued. */
  payload: unknown
  /** Which run this is: 1, then 2… as a failed one-off job is retried. */
  attempt: number
}

export interface JobDefinition {
  run(job: JobContext): Promise<void>
  /** Periodic: runs this often (from the end of the last run). */
  every?: number
  /** Periodic on the calendar: the next moment to run after `now` (a daily hour, say). */
  next?: (now: Date) => Date
  /** Runs in every instance on every tick, without a row (its state is this process's). */
  local?: boolean
  /** How long a claim holds before another instance may take the job over. */
  leaseMs?: number
}

export interface EnqueueOptions {
  /** Names the job: enqueuing the same kind and key again replaces the pending one. */
  key: string
  runAt: Date
  payload?: unknown
}

export interface JobRunner {
  define(kind: string, job: JobDefinition): void
  /** Adds (or replaces) a one-off job, in the caller's transaction. */
  enqueue(trx: Db, kind: string, options: EnqueueOptions): Promise<void>
  /** Removes a pending one-off job; true when there was one. */
  cancel(trx: Db, kind: string, key: string): Promise<boolean>
  /** When a pending one-off job is due, or undefined. */
  pending(db: Db, kind: string, key: string): Promise<Date | undefined>
  /** The pending one-off jobs of a kind, soonest first (scheduled publishes, on the dashboard). */
  listPending(db: Db, kind: string): Promise<{ key: string; runAt: Date }[]>
  /** Creates the periodic jobs' rows and starts the timer. */
  start(): Promise<void>
  /** Runs what is due now; resolves with how many jobs ran. Tests call it after moving the clock. */
  tick(): Promise<number>
  /** Stops the timer and waits for the jobs running now. */
  stop(): Promise<void>
}

/** One-off jobs that keep failing stop being retried after this many attempts (kept, marked). */
const MAX_ATTEMPTS = 8
/** Due jobs claimed per tick; the rest wait for the next. */
const BATCH = 20

export function createJobRunner(options: {
  db: Db
  logger: Logger
  clock?: Clock
  /** How often due jobs are looked for. */
  pollMs?: number
}): JobRunner {
  const { db, logger } = options
  const clock = options.clock ?? systemClock
  const pollMs = options.pollMs ?? 1000
  const jobs = new Map<string, JobDefinition>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true
  let running: Promise<number> | undefined

  const idOf = (kind: string, key: string) => `${kind}:${key}`
  const iso = (date: Date) => date.toISOString()
  const nextRun = (job: JobDefinition, now: Date) =>
    job.next ? job.next(now) : new Date(now.getTime() + (job.every ?? 0))

  /** Claims one row: true only for the one instance whose update matched. */
  async function claim(id: string, now: Date, leaseMs: number): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        locked_until: iso(new Date(now.getTime() + leaseMs)),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('run_at', '<=', iso(now))
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso(now))]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async function runRow(row: {
    id: string
    kind: string
    payload: string | null
    attempts: number
  }) {
    const job = jobs.get(row.kind)
    if (!job) return false
    const now = clock.now()
    if (!(await claim(row.id, now, job.leaseMs ?? 60_000))) return false
    const periodic = job.every !== undefined || job.next !== undefined
    try {
      await job.run({
        now,
        payload: row.payload === null ? undefined : JSON.parse(row.payload),
        attempt: row.attempts + 1,
      })
      if (periodic) {
        await db
          .updateTable('jobs')
          .set({
            run_at: iso(nextRun(job, clock.now())),
            locked_until: null,
            attempts: 0,
            last_error: null,
          })
          .where('id', '=', row.id)
          .execute()
      } else {
        // Only the row this run claimed: a job enqueued again meanwhile (a new time) stays.
        await db
          .deleteFrom('jobs')
          .where('id', '=', row.id)
          .where('locked_until', '=', iso(new Date(now.getTime() + (job.leaseMs ?? 60_000))))
          .execute()
      }
    } catch (error) {
      const attempts = row.attempts + 1
      const gaveUp = !periodic && attempts >= MAX_ATTEMPTS
      logger.error({ err: error, job: row.id, attempts, gaveUp }, 'job failed')
      const retryIn = Math.min(2 ** attempts * 1000, 3_600_000)
      await db
        .updateTable('jobs')
        .set({
          run_at: iso(new Date(clock.now().getTime() + retryIn)),
          locked_until: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          failed_at: gaveUp ? iso(clock.now()) : null,
        })
        .where('id', '=', row.id)
        .execute()
    }
    return true
  }

  async function runDue(): Promise<number> {
    let ran = 0
    for (const [kind, job] of jobs) {
      if (!job.local) continue
      try {
        await job.run({ now: clock.now(), payload: undefined, attempt: 1 })
        ran++
      } catch (error) {
        logger.error({ err: error, job: kind }, 'job failed')
      }
    }
    const due = await db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts'])
      .where('run_at', '<=', iso(clock.now()))
      .where('failed_at', 'is', null)
      .where((eb) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso(clock.now()))]),
      )
      .orderBy('run_at')
      .limit(BATCH)
      .execute()
    for (const row of due) if (await runRow(row)) ran++
    return ran
  }

  const tick = (): Promise<number> => {
    // One pass at a time per instance; a tick asked for meanwhile waits for it, then runs.
    const previous = running ?? Promise.resolve(0)
    const pass = previous.catch(() => 0).then(runDue)
    running = pass.finally(() => {
      if (running === pass) running = undefined
    })
    return pass
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => logger.warn({ err: error }, 'jobs could not be run'))
        .finally(schedule)
    }, pollMs)
    timer.unref()
  }

  return {
    define(kind, job) {
      if (jobs.has(kind)) throw new Error(`job ${kind} is defined twice`)
      jobs.set(kind, job)
    },
    async enqueue(trx, kind, { key, runAt, payload }) {
      const row = {
        id: idOf(kind, key),
        kind,
        payload: payload === undefined ? null : JSON.stringify(payload),
        run_at: iso(runAt),
        locked_until: null,
        attempts: 0,
        last_error: null,
        failed_at: null,
        created_at: iso(clock.now()),
      }
      await trx
        .insertInto('jobs')
        .values(row)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            payload: row.payload,
            run_at: row.run_at,
            locked_until: null,
            attempts: 0,
            last_error: null,
            failed_at: null,
          }),
        )
        .execute()
    },
    async cancel(trx, kind, key) {
      const result = await trx
        .deleteFrom('jobs')
        .where('id', '=', idOf(kind, key))
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    async pending(reader, kind, key) {
      const row = await reader
        .selectFrom('jobs')
        .select('run_at')
        .where('id', '=', idOf(kind, key))
        .where('failed_at', 'is', null)
        .executeTakeFirst()
      return row ? new Date(row.run_at) : undefined
    },
    async listPending(reader, kind) {
      const rows = await reader
        .selectFrom('jobs')
        .select(['id', 'run_at'])
        .where('kind', '=', kind)
        .where('failed_at', 'is', null)
        .orderBy('run_at')
        .execute()
      return rows.map((row) => ({
        key: row.id.slice(kind.length + 1),
        runAt: new Date(row.run_at),
      }))
    },
    async start() {
      const now = clock.now()
      for (const [kind, job] of jobs) {
        if (job.local || (job.every === undefined && job.next === undefined)) continue
        // The first run is due at once; an existing row keeps its schedule.
        await db
          .insertInto('jobs')
          .values({
            id: kind,
            kind,
            payload: null,
            run_at: iso(now),
            locked_until: null,
            attempts: 0,
            last_error: null,
            failed_at: null,
            created_at: iso(now),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute()
      }
      stopped = false
      schedule()
    },
    tick,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}
