import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'

export interface LockoutPolicy {
  /** Failed attempts before the e-mail is locked; 0 turns locking off. */
  maxAttempts: number
  lockMinutes: number
}

/** Seconds until the e-mail may try again, or 0 when it is not locked. */
export async function lockedForSeconds(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst()
  if (!row?.locked_until) return 0
  return Math.max(0, Math.ceil((Date.parse(row.locked_until) - Date.now()) / 1000))
}

/** Counts a failure; the one that reaches the limit locks the e-mail and restarts the count. */
export async function recordFailure(db: Db, email: string, policy: LockoutPolicy): Promise<void> {
  if (policy.maxAttempts === 0) return
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_attempts')
      .select(['failures', 'locked_until'])
      .where('email', '=', email)
      .executeTakeFirst()
    // Failures from before an expired lock do not count towards the next one.
    const expiredLock = row?.locked_until && Date.parse(row.locked_until) <= Date.now()
    const failures = (row && !expiredLock ? row.failures : 0) + 1
    const lock = failures >= policy.maxAttempts
    const values = {
      failures: lock ? 0 : failures,
      locked_until: lock
        ? new Date(Date.now() + policy.lockMinutes * 60_000).toISOString()
        : expiredLock
          ? null
          : (row?.locked_until ?? null),
      updated_at: nowIso(),
    }
    await trx
      .insertInto('login_attempts')
      .values({ email, ...values })
      .onConflict((oc) => oc.column('email').doUpdateSet(values))
      .execute()
  })
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute()
}
