import { isRole } from '~/core/rights'
import type { Db } from '~/lib/db.server'
import { hashToken, newToken } from '~/lib/tokens.server'
import {
  deleteSession,
  deleteSessionsPast,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './queries.server'
import type { AuthUser } from './schemas'

/** A session ends 12 h after its last use, and 7 days after sign-in whatever happens. */
export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000
export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000
/** Recording every use would write on every request; a minute's precision is plenty. */
const TOUCH_AFTER_MS = 60 * 1000

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    last_used_at: new Date(now).toISOString(),
    expires_at: new Date(now + ABSOLUTE_LIMIT_MS).toISOString(),
  })
  return token
}

export interface Session {
  user: AuthUser
  tokenHash: string
}

/** The signed-in user of a token, or undefined when it is unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<Session | undefined> {
  const tokenHash = hashToken(token)
  const row = await findSessionByTokenHash(db, tokenHash)
  if (!row) return undefined
  const now = Date.now()
  const lastUsed = Date.parse(row.last_used_at)
  if (Date.parse(row.expires_at) <= now || lastUsed + IDLE_LIMIT_MS <= now) {
    await revokeSession(db, tokenHash)
    return undefined
  }
  if (now - lastUsed > TOUCH_AFTER_MS) {
    await touchSession(db, tokenHash, new Date(now).toISOString())
  }
  // The role is read with the session on every request: a change reaches the next one.
  const role = isRole(row.role) ? row.role : 'editor'
  return { user: { _id: row.id, username: row.username, email: row.email, role }, tokenHash }
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash)
}

/** Sessions past their limits are useless rows; sweep them now and then. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  const now = Date.now()
  await deleteSessionsPast(db, {
    expiredBy: new Date(now).toISOString(),
    idleSince: new Date(now - IDLE_LIMIT_MS).toISOString(),
  })
}
