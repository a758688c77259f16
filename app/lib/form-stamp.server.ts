import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from './db.server'

/**
 * Signed timestamps for public forms: the page carries the moment it was made, signed, and the
 * form sends it back, so the server can tell how long the visitor had the form open without
 * storing anything. Every instance signs with the same secret (FORM_SECRET, or one made once
 * and kept in the database), so a page from one instance is checked by any other.
 */
export interface FormStamps {
  /** Reads (or, the first time, makes) the shared secret; call after migrations. */
  start(): Promise<void>
  /** A stamp for a form handed out now. */
  issue(): string
  /** How long ago a stamp was issued, or null when it is not one of ours (forged, altered). */
  ageMs(stamp: string): number | null
}

const SECRET_KEY = 'form-stamp-secret'
/** A stamp from the future beyond clock drift between instances is not ours. */
const MAX_SKEW_MS = 60_000

export function createFormStamps(db: Db, configured?: string): FormStamps {
  let secret: Buffer | undefined = configured ? Buffer.from(configured) : undefined
  const sign = (issued: string) => {
    if (!secret) throw new Error('form stamps used before start()')
    return createHmac('sha256', secret).update(`form-stamp:${issued}`).digest()
  }
  return {
    async start() {
      secret ??= Buffer.from(await sharedSecret(db), 'base64url')
    },
    issue() {
      const issued = String(Date.now())
      return `${issued}.${sign(issued).toString('base64url')}`
    },
    ageMs(stamp) {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp)
      if (!match) return null
      const [, issued, signature] = match as unknown as [string, string, string]
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), sign(issued))) return null
      const age = Date.now() - Number(issued)
      return age < -MAX_SKEW_MS ? null : Math.max(0, age)
    },
  }
}

/** The secret every instance shares: the first instance to start makes it, the rest read it. */
async function sharedSecret(db: Db): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow()
  return row.value
}
