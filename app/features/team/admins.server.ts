import { recordActivity } from '~/core/activity.server'
import { findUserByEmail, normalizeEmail, setPassword } from '~/core/users.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { hashPassword } from '~/lib/password.server'
import { emailAddress, newPassword } from '~/lib/passwords'
import { newId, nowIso } from '~/lib/records'
import * as queries from './queries.server'

/**
 * Admins made by the server itself, with no colleague signed in: the first one from
 * ADMIN_EMAIL at start, and `npm run admin -- create` (which also resets a password).
 */

/**
 * The first admin, from ADMIN_EMAIL at start: created only while the team is empty, once
 * however many instances start together (the team lock orders them; the later ones find an
 * account and do nothing). True when this call created it.
 */
export async function createFirstAdmin(
  db: Db,
  input: { email: string; password: string; username?: string },
): Promise<boolean> {
  if ((await queries.countUsers(db)) > 0) return false
  const password = newPassword.parse(input.password)
  const email = normalizeEmail(emailAddress.parse(input.email))
  const passwordHash = await hashPassword(password)
  return inTransaction(db, async (trx) => {
    await queries.lockTeam(trx)
    if ((await queries.countUsers(trx)) > 0) return false
    const id = newId()
    const now = nowIso()
    await queries.insertUser(trx, {
      id,
      email,
      username: input.username?.trim() || email.split('@')[0]!,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      role: 'admin',
    })
    await recordActivity(trx, null, {
      action: 'create',
      entity: 'user',
      entityId: id,
      summary: `Created the admin ${email} on the server (ADMIN_EMAIL)`,
    })
    return true
  })
}

/**
 * Creates an admin, or resets that account's password (and ends their sessions) when the e-mail
 * exists already, making it an admin if it was not: this is the way back in when nobody can
 * sign in as an admin. Throws when the password is too weak: there is no default password.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; username?: string },
): Promise<{ created: boolean; id: string }> {
  const password = newPassword.parse(input.password)
  const email = normalizeEmail(emailAddress.parse(input.email))
  const username = input.username?.trim() || email.split('@')[0]!
  const passwordHash = await hashPassword(password)
  const now = nowIso()
  const existing = await findUserByEmail(db, email)
  // Recorded without an actor: this runs from the server (the command line, ADMIN_EMAIL).
  if (existing) {
    await inTransaction(db, async (trx) => {
      await setPassword(trx, {
        id: existing.id,
        email,
        passwordHash,
        // A username is only changed when one is given.
        username: input.username ? username : undefined,
        now,
      })
      const promoted = existing.role !== 'admin'
      if (promoted) await queries.setRole(trx, existing.id, 'admin')
      await recordActivity(trx, null, {
        action: 'password-reset',
        entity: 'user',
        entityId: existing.id,
        summary:
          `Reset the password of ${email} on the server; their sessions were signed out` +
          (promoted ? `, and they are an admin now (were ${existing.role})` : ''),
      })
    })
    return { created: false, id: existing.id }
  }
  const id = newId()
  await inTransaction(db, async (trx) => {
    await queries.insertUser(trx, {
      id,
      email,
      username,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      role: 'admin',
    })
    await recordActivity(trx, null, {
      action: 'create',
      entity: 'user',
      entityId: id,
      summary: `Created the admin ${email} on the server`,
    })
  })
  return { created: true, id }
}

/** Every admin's e-mail address: who is told when something needs an admin (a webhook turned off). */
export async function adminEmails(db: Db): Promise<string[]> {
  return queries.adminEmails(db)
}
