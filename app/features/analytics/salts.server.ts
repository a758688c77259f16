import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '~/lib/db.server'
import { wallClock } from './days'

/**
 * The daily salts visitor hashes are made with (docs/privacy.md). A day's salt is random, made
 * by the first instance that counts a view that day and read by every other from the database;
 * it is deleted once no visit can use it any more (30 minutes into the next day: a visit ends
 * after 30 minutes without a view), and with it any way to recompute that day's hashes.
 */
export const VISIT_GAP_SECONDS = 30 * 60

export interface Salts {
  /** The day's salt if this instance knows it already (no database read). */
  known(day: string): string | undefined
  /** The day's salt, made if this is its first use. */
  forDay(db: Db, day: string): Promise<string>
  /** The day's salt if it still exists (yesterday's, to continue a visit past midnight). */
  existing(db: Db, day: string): Promise<string | undefined>
  /** Deletes the salts no visit can use at `now`; resolves with how many went. */
  prune(db: Db, now: Date): Promise<number>
}

export function createSalts(timeZone: string): Salts {
  // At most today's and yesterday's: both are read on every batch.
  const known = new Map<string, string>()
  const remember = (day: string, salt: string) => {
    if (known.size > 4) known.clear()
    known.set(day, salt)
    return salt
  }
  return {
    known: (day) => known.get(day),
    async forDay(db, day) {
      const cached = known.get(day)
      if (cached) return cached
      await db
        .insertInto('analytics_salts')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute()
      const row = await db
        .selectFrom('analytics_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
      return remember(day, row.salt)
    },
    async existing(db, day) {
      const cached = known.get(day)
      if (cached) return cached
      const row = await db
        .selectFrom('analytics_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirst()
      return row && remember(day, row.salt)
    },
    async prune(db, now) {
      const oldestUsable = wallClock(now.getTime() - VISIT_GAP_SECONDS * 1000, timeZone).day
      for (const day of known.keys()) if (day < oldestUsable) known.delete(day)
      const result = await db
        .deleteFrom('analytics_salts')
        .where('day', '<', oldestUsable)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

/**
 * A visitor: the hash of the day's salt, the client address and the User-Agent, cut to 96 bits
 * (enough that two visitors of one day never share one). Without the salt it leads back to
 * nobody; the salt is gone the next day.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 16)
}
