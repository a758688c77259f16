import type { Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'
import { hashPassword } from './password.server'
import * as queries from './queries.server'
import { loginInput, newPassword } from './schemas'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(db: Db, email: string) {
  return queries.findUserByEmail(db, normalizeEmail(email))
}

export function countUsers(db: Db): Promise<number> {
  return queries.countUsers(db)
}

/**
 * Creates an admin, or resets that admin's password (and ends their sessions) when the e-mail
 * exists already. Throws when the password is too weak: there is no default password anywhere.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; username?: string },
): Promise<{ created: boolean; id: string }> {
  const password = newPassword.parse(input.password)
  const email = normalizeEmail(loginInput.shape.email.parse(input.email))
  const username = input.username?.trim() || email.split('@')[0]!
  const passwordHash = await hashPassword(password)
  const now = nowIso()
  const existing = await findUserByEmail(db, email)
  if (existing) {
    await queries.resetUser(db, {
      id: existing.id,
      email,
      passwordHash,
      // A username is only changed when one is given.
      username: input.username ? username : undefined,
      now,
    })
    return { created: false, id: existing.id }
  }
  const id = newId()
  await queries.insertUser(db, {
    id,
    email,
    username,
    password_hash: passwordHash,
    created_at: now,
    updated_at: now,
  })
  return { created: true, id }
}
