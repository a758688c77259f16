import { inTransaction, type Db } from '~/lib/db.server'

/**
 * The staff account record every feature refers to: signing in (features/auth) finds it and
 * sets its password; the team (features/team) makes and removes it. What both need of it is
 * here, once.
 */

/** E-mails are stored trimmed and lower-cased, and looked up the same way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The account with this e-mail, as stored (password hash included: for the server only). */
export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

/**
 * Sets an account's password (and username, when given), in one transaction with ending all
 * its sessions, forgetting the e-mail's failed sign-ins and its unused reset links.
 */
export async function setPassword(
  db: Db,
  user: { id: string; email: string; passwordHash: string; username?: string; now: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: user.passwordHash,
        updated_at: user.now,
        ...(user.username ? { username: user.username } : {}),
      })
      .where('id', '=', user.id)
      .execute()
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute()
    await trx.deleteFrom('login_attempts').where('email', '=', user.email).execute()
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute()
  })
}

/** The account with this id, as stored (for the server only). */
export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}
