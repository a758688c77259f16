import { isRole } from '~/core/rights'
import type { Db } from '~/lib/db.server'
import { newId } from '~/lib/records'
import { hashToken, newToken } from '~/lib/tokens.server'
import { describeDevice } from './device.server'
import {
  deleteOtherSessions,
  deleteSession,
  deleteSessionById,
  deleteSessionsPast,
  findSessionByTokenHash,
  insertSession,
  listSessions,
  touchSession,
} from './queries.server'
import type { AuthUser, SessionInfo } from './schemas'

/** A session ends 12 h after its last use, and 7 days after sign-in whatever happens. */
export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000
export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000
/** Recording every use would write on every request; a minute's precision is plenty. */
const TOUCH_AFTER_MS = 60 * 1000
/** A User-Agent is kept to show the device; longer ones are cut. */
const MAX_USER_AGENT = 512

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  userAgent?: string | null,
): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await insertSession(db, {
    id: newId(),
    token_hash: hashToken(token),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    last_used_at: new Date(now).toISOString(),
    expires_at: new Date(now + ABSOLUTE_LIMIT_MS).toISOString(),
    user_agent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  })
  return token
}

export interface Session {
  user: AuthUser
  /** The session's own id (what `GET /api/auth/sessions` shows). */
  id: string
  tokenHash: string
  /** Whether the account has a second factor (an authenticator app or a passkey). */
  hasSecondFactor: boolean
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
  return {
    user: { _id: row.id, username: row.username, email: row.email, role },
    id: row.session_id,
    tokenHash,
    hasSecondFactor: Boolean(row.has_second_factor),
  }
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

/** "Where you're signed in": the user's sessions still running, this one marked. */
export async function sessionsOf(db: Db, session: Session): Promise<SessionInfo[]> {
  const now = Date.now()
  const rows = await listSessions(db, session.user._id)
  return rows
    .filter(
      (row) =>
        Date.parse(row.expires_at) > now && Date.parse(row.last_used_at) + IDLE_LIMIT_MS > now,
    )
    .map((row) => ({
      _id: row.id,
      current: row.id === session.id,
      createdAt: row.created_at,
      lastUsedAt: row.id === session.id ? new Date(now).toISOString() : row.last_used_at,
      userAgent: row.user_agent,
      ...describeDevice(row.user_agent),
    }))
}

/** Ends one of the user's own sessions; its token gets 401 from the next request on. */
export async function endSession(db: Db, session: Session, id: string): Promise<boolean> {
  return deleteSessionById(db, session.user._id, id)
}

/** Ends every other session of the user; returns how many. */
export async function endOtherSessions(db: Db, session: Session): Promise<number> {
  return deleteOtherSessions(db, session.user._id, session.tokenHash)
}
