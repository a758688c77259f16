import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sharedValue } from '~/lib/app-meta.server'
import type { Db } from '~/lib/db.server'
import { systemClock, type Clock } from './jobs.server'

/**
 * Signed timestamps for public forms: the page carries the moment it was made, signed, and the
 * form sends it back, so the server can tell how long the visitor had the form open. Every
 * instance signs with the same secret (FORM_SECRET, or one made once and kept in the database),
 * so a page from one instance is checked by any other. A stamp is good for MAX_STAMP_AGE_MS,
 * and for one stored message: `use` remembers it, in the message's own transaction, until it
 * would have expired anyway (docs/decisions/043-what-a-bot-meets-at-the-contact-form.md).
 */
export interface FormStamps {
  /** Reads (or, the first time, makes) the shared secret; call after migrations. */
  start(): Promise<void>
  /** A stamp for a form handed out now. */
  issue(): string
  /**
   * How long ago a stamp was issued, or null when it is not one of ours (forged, altered).
   * An expired stamp is ours: its age says it is too old.
   */
  ageMs(stamp: string): number | null
  /**
   * Marks a stamp used, inside the transaction that stores what it was sent with; false when
   * it was used before (a replay).
   */
  use(trx: Db, stamp: string): Promise<boolean>
  /** Forgets used stamps that have expired since (a periodic job). */
  forgetExpired(db: Db): Promise<number>
}

/** A day: long enough for a visitor who leaves the form open, short enough to bound replays. */
export const MAX_STAMP_AGE_MS = 24 * 3600_000

const SECRET_KEY = 'form-stamp-secret'
/** A stamp from the future beyond clock drift between instances is not ours. */
const MAX_SKEW_MS = 60_000

export function createFormStamps(
  db: Db,
  configured?: string,
  clock: Clock = systemClock,
): FormStamps {
  let secret: Buffer | undefined = configured ? Buffer.from(configured) : undefined
  const sign = (issued: string) => {
    if (!secret) throw new Error('form stamps used before start()')
    return createHmac('sha256', secret).update(`form-stamp:${issued}`).digest()
  }
  const issuedAt = (stamp: string) => Number(stamp.slice(0, stamp.indexOf('.')))
  return {
    async start() {
      secret ??= Buffer.from(
        await sharedValue(db, SECRET_KEY, () => randomBytes(32).toString('base64url')),
        'base64url',
      )
    },
    issue() {
      const issued = String(clock.now().getTime())
      return `${issued}.${sign(issued).toString('base64url')}`
    },
    ageMs(stamp) {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp)
      if (!match) return null
      const [, issued, signature] = match as unknown as [string, string, string]
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), sign(issued))) return null
      const age = clock.now().getTime() - Number(issued)
      return age < -MAX_SKEW_MS ? null : Math.max(0, age)
    },
    async use(trx, stamp) {
      const result = await trx
        .insertInto('used_form_stamps')
        .values({
          stamp_hash: createHash('sha256').update(stamp).digest('base64url'),
          expires_at: new Date(issuedAt(stamp) + MAX_STAMP_AGE_MS).toISOString(),
        })
        .onConflict((oc) => oc.column('stamp_hash').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },
    async forgetExpired(target) {
      const result = await target
        .deleteFrom('used_form_stamps')
        .where('expires_at', '<', clock.now().toISOString())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
