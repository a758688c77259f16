import { sql, type Insertable } from 'kysely'
import type { AuthChallengesTable, PasskeysTable, SessionsTable } from '~/lib/db-schema'
import { inTransaction, type Db } from '~/lib/db.server'

/**
 * The auth feature's SQL: credentials, sessions, failed sign-ins, reset links, and the second
 * factors (authenticator apps, recovery codes, passkeys) with the steps between the two.
 */

// --- users -----------------------------------------------------------------------------------

/** What checking a signed-in user's password needs. */
export async function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Reset links made for one account since `since`. */
export async function countRecentResets(db: Db, userId: string, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** Sets a user's password and ends every session of theirs but the one given, in one write. */
export async function changeUserPassword(
  db: Db,
  change: { userId: string; passwordHash: string; keepTokenHash: string; now: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash, updated_at: change.now })
      .where('id', '=', change.userId)
      .execute()
    await deleteOtherSessions(trx, change.userId, change.keepTokenHash)
  })
}

export async function setLastLogin(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute()
}

// --- sessions --------------------------------------------------------------------------------

export async function insertSession(db: Db, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute()
}

/**
 * A session and its user, by the token's hash, with whether the user has a second factor (a
 * confirmed authenticator app or a passkey): REQUIRE_2FA's gate reads it on every request.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'sessions.id as session_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('totp_authenticators')
              .select('totp_authenticators.user_id')
              .whereRef('totp_authenticators.user_id', '=', 'users.id')
              .where('totp_authenticators.confirmed_at', 'is not', null),
          ),
          eb.exists(
            eb
              .selectFrom('passkeys')
              .select('passkeys.id')
              .whereRef('passkeys.user_id', '=', 'users.id'),
          ),
        ])
        .as('has_second_factor'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** A user's sessions, most recently used first. */
export async function listSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute()
}

export async function touchSession(db: Db, tokenHash: string, lastUsedAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt })
    .where('token_hash', '=', tokenHash)
    .execute()
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

/** Ends one of a user's sessions by its id; false when the user has no such session. */
export async function deleteSessionById(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Ends every session of the user but the one kept (none kept: all); returns how many. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepTokenHash !== null) query = query.where('token_hash', '!=', keepTokenHash)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Sessions that expired by `expiredBy` or were last used by `idleSince`. */
export async function deleteSessionsPast(
  db: Db,
  limits: { expiredBy: string; idleSince: string },
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', limits.expiredBy), eb('last_used_at', '<=', limits.idleSince)]),
    )
    .execute()
}

// --- failed sign-ins -------------------------------------------------------------------------

/**
 * Counts one sign-in attempt for the e-mail from the client in one upsert (see `reserveAttempt`
 * in lockout.server.ts for the rules): failures within one window add up, the attempt reaching
 * `maxAttempts` locks the pair until `lockUntil`, and an attempt during a lock counts past the
 * limit. Returns the counter as it is after this attempt.
 */
export async function countLoginAttempt(
  db: Db,
  attempt: {
    email: string
    client: string
    now: string
    windowStart: string
    lockUntil: string
    /** The lock a first failure starts (when one failure is already the limit), or null. */
    firstLock: string | null
    maxAttempts: number
  },
) {
  const { email, client, now, windowStart, lockUntil, firstLock, maxAttempts: max } = attempt
  // The row's values before this attempt (qualified: PostgreSQL also has `excluded` in scope).
  const failures = sql.ref('login_attempts.failures')
  const lockedUntil = sql.ref('login_attempts.locked_until')
  const lastAttempt = sql.ref('login_attempts.updated_at')
  // Timestamps are ISO-8601 UTC text of one length, so text order is time order.
  return db
    .insertInto('login_attempts')
    .values({ email, client, failures: 1, locked_until: firstLock, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['email', 'client']).doUpdateSet({
        failures: sql<number>`case
          when ${lockedUntil} is null and ${lastAttempt} > ${windowStart} then ${failures} + 1
          when ${lockedUntil} is null or ${lockedUntil} <= ${now} then 1
          else ${max + 1} end`,
        locked_until: sql<string | null>`case
          when ${lockedUntil} is null and ${lastAttempt} > ${windowStart} then
            case when ${failures} + 1 >= ${max} then ${lockUntil} else null end
          when ${lockedUntil} is null or ${lockedUntil} <= ${now} then ${firstLock}
          else ${lockedUntil} end`,
        updated_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow()
}

/**
 * Takes back one counted attempt of the e-mail from the client, and the lock it started (the
 * count is then below the limit). An attempt refused by a lock is never taken back: the count
 * is then past the limit, and left so.
 */
export async function uncountLoginAttempt(
  db: Db,
  attempt: { email: string; client: string; maxAttempts: number },
): Promise<void> {
  const failures = sql.ref('failures')
  await db
    .updateTable('login_attempts')
    .set({
      failures: sql<number>`${failures} - 1`,
      locked_until: sql<
        string | null
      >`case when ${failures} - 1 < ${attempt.maxAttempts} then null else locked_until end`,
    })
    .where('email', '=', attempt.email)
    .where('client', '=', attempt.client)
    .where('failures', '>', 0)
    .where('failures', '<=', attempt.maxAttempts)
    .execute()
}

/** The lock on one counter, when it is still running at `now`. */
export async function findLockedUntil(db: Db, email: string, client: string, now: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .where('client', '=', client)
    .where('locked_until', '>', now)
    .executeTakeFirst()
  return row?.locked_until ?? undefined
}

/** Forgets the failures of one e-mail from one client. */
export async function deleteLoginAttempts(db: Db, email: string, client: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email', '=', email)
    .where('client', '=', client)
    .execute()
}

/**
 * Forgets counters last counted before `lastBefore` whose lock, if any, is over at `now`: their
 * window has passed, so they would start again from one anyway.
 */
export async function deleteStaleLoginAttempts(
  db: Db,
  limits: { lastBefore: string; now: string },
): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('updated_at', '<', limits.lastBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', limits.now)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

// --- password resets -------------------------------------------------------------------------

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      created_at: reset.now,
      expires_at: reset.expiresAt,
      used_at: null,
    })
    .execute()
}

/**
 * Marks a reset link used, if it is unused and unexpired, in one conditional update (two
 * requests with one link cannot both get it); returns its user, or undefined.
 */
export async function useResetToken(db: Db, tokenHash: string, now: string) {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst()
  if (!row) return undefined
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('id', '=', row.user_id)
    .executeTakeFirst()
}

/** Reset links that expired a day ago are useless rows. */
export async function deleteOldResets(db: Db, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute()
}

// --- authenticator apps and recovery codes ---------------------------------------------------

export async function findAuthenticator(db: Db, userId: string) {
  return db
    .selectFrom('totp_authenticators')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** Starts (or starts again) setting up an authenticator: an unconfirmed secret. */
export async function putPendingAuthenticator(
  db: Db,
  pending: { userId: string; secret: string; now: string },
): Promise<void> {
  await db
    .insertInto('totp_authenticators')
    .values({
      user_id: pending.userId,
      secret: pending.secret,
      created_at: pending.now,
      confirmed_at: null,
      last_used_step: null,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        secret: pending.secret,
        created_at: pending.now,
        confirmed_at: null,
        last_used_step: null,
      }),
    )
    .execute()
}

/**
 * Spends a code's step: only when it is later than the last step spent (and, when `confirm`,
 * only for an authenticator still being set up), in one conditional update, so two requests
 * with one code cannot both pass. True when this request spent it.
 */
export async function spendStep(
  db: Db,
  spend: { userId: string; step: number; confirmedAt?: string; secret?: string },
): Promise<boolean> {
  let query = db
    .updateTable('totp_authenticators')
    .set({
      last_used_step: spend.step,
      ...(spend.confirmedAt ? { confirmed_at: spend.confirmedAt } : {}),
      ...(spend.secret ? { secret: spend.secret } : {}),
    })
    .where('user_id', '=', spend.userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', spend.step)]))
  query = spend.confirmedAt
    ? query.where('confirmed_at', 'is', null)
    : query.where('confirmed_at', 'is not', null)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteAuthenticator(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('totp_authenticators')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  return Number(result.numDeletedRows) > 0
}

/** Replaces a user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute()
}

/** Marks an unused recovery code used, in one conditional update; true when this spent it. */
export async function spendRecoveryCode(
  db: Db,
  use: { userId: string; codeHash: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: use.now })
    .where('user_id', '=', use.userId)
    .where('code_hash', '=', use.codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(count)
}

// --- passkeys --------------------------------------------------------------------------------

export async function listPasskeys(db: Db, userId: string) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function findPasskeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst()
}

export async function insertPasskey(db: Db, passkey: Insertable<PasskeysTable>): Promise<void> {
  await db.insertInto('passkeys').values(passkey).execute()
}

/** Records a use: the new signature counter, when. */
export async function answerWithPasskey(
  db: Db,
  use: { id: string; counter: number; now: string },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: use.counter, last_used_at: use.now })
    .where('id', '=', use.id)
    .execute()
}

export async function renamePasskey(
  db: Db,
  change: { userId: string; id: string; name: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name: change.name })
    .where('id', '=', change.id)
    .where('user_id', '=', change.userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function deletePasskeys(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The accounts with a second factor (a confirmed authenticator app or a passkey). */
export async function usersWithSecondFactor(db: Db): Promise<Set<string>> {
  const [apps, keys] = await Promise.all([
    db
      .selectFrom('totp_authenticators')
      .select('user_id')
      .where('confirmed_at', 'is not', null)
      .execute(),
    db.selectFrom('passkeys').select('user_id').distinct().execute(),
  ])
  return new Set([...apps, ...keys].map((row) => row.user_id))
}

// --- steps between a password and its second factor; WebAuthn ceremonies ---------------------

export async function insertChallenge(
  db: Db,
  challenge: Insertable<AuthChallengesTable>,
): Promise<void> {
  await db.insertInto('auth_challenges').values(challenge).execute()
}

/** An unexpired challenge of this purpose. */
export async function findChallenge(db: Db, tokenHash: string, purpose: string, now: string) {
  return db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

export async function setWebauthnChallenge(
  db: Db,
  tokenHash: string,
  webauthnChallenge: string,
): Promise<void> {
  await db
    .updateTable('auth_challenges')
    .set({ webauthn_challenge: webauthnChallenge })
    .where('token_hash', '=', tokenHash)
    .execute()
}

/** Uses a challenge up: true for the one request that deleted it. */
export async function consumeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_challenges')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** How many unexpired challenges of this purpose there are, and when the first of them expires. */
export async function countWaitingChallenges(db: Db, purpose: string, now: string) {
  const row = await db
    .selectFrom('auth_challenges')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.min<string | null>('expires_at').as('first_expiry'),
    ])
    .where('expires_at', '>', now)
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), firstExpiry: row.first_expiry ?? undefined }
}

export async function deleteExpiredChallenges(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('auth_challenges')
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
