import type { Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'
import { hashPassword } from './password.server'
import { loginInput, newPassword } from './schemas'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
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
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          updated_at: now,
          ...(input.username ? { username } : {}),
        })
        .where('id', '=', existing.id)
        .execute()
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute()
      await trx.deleteFrom('login_attempts').where('email', '=', email).execute()
    })
    return { created: false, id: existing.id }
  }
  const id = newId()
  await db
    .insertInto('users')
    .values({ id, email, username, password_hash: passwordHash, created_at: now, updated_at: now })
    .execute()
  return { created: true, id }
}
