import { named, recordActivity, type Actor } from '~/core/activity.server'
import type { Db } from '~/lib/db.server'
import { AppError, found } from '~/lib/errors'
import { inTransaction } from '~/lib/db.server'
import { isId, type z } from '~/lib/validation'
import { newId, nowIso } from '~/lib/records'
import { findUserByEmail, normalizeEmail } from '~/core/users.server'
import { hashPassword } from '~/lib/password.server'
import * as queries from './queries.server'
import type { Account, newAccountInput } from './schemas'

const NOT_FOUND = 'User not found'

const toAccount = (row: {
  id: string
  username: string
  email: string
  created_at: string
  last_login_at: string | null
}): Account => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
})

/** The account with this e-mail, for the command line. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const user = await findUserByEmail(db, email)
  return user && toAccount(user)
}

/** The team: every staff account, oldest first. */
export async function listAccounts(db: Db): Promise<Account[]> {
  return (await queries.listAccounts(db)).map(toAccount)
}

/** An admin adds a colleague; an e-mail already in use is a 409. Recorded in the activity log. */
export async function createAccount(
  db: Db,
  actor: Actor,
  input: z.output<typeof newAccountInput>,
): Promise<Account> {
  const email = normalizeEmail(input.email)
  const inUse = () => new AppError(409, 'An account with this e-mail already exists')
  if (await findUserByEmail(db, email)) throw inUse()
  const passwordHash = await hashPassword(input.password)
  const now = nowIso()
  const id = newId()
  try {
    return await inTransaction(db, async (trx) => {
      await queries.insertUser(trx, {
        id,
        email,
        username: input.username,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      await recordActivity(trx, actor, {
        action: 'create',
        entity: 'user',
        entityId: id,
        summary: `Added ${named(input.username)} (${email}) to the team`,
      })
      return toAccount({
        id,
        email,
        username: input.username,
        created_at: now,
        last_login_at: null,
      })
    })
  } catch (error) {
    // Two admins adding the same e-mail at once: the unique index decides, still a 409.
    if (await findUserByEmail(db, email)) throw inUse()
    throw error
  }
}

/**
 * Removes a colleague's account; their sessions end with it, at once. Nobody removes their own
 * account, nor the last one (409): the team can never lock itself out. Team changes are
 * serialized (`lockTeam`), so two colleagues removing each other at the same moment remove
 * one account: the second finds its own account gone. `actor` is null for the server's command
 * line (`npm run admin -- delete`).
 */
export async function deleteAccount(db: Db, actor: Actor | null, id: string): Promise<Account> {
  if (id === actor?._id) throw new AppError(409, 'You cannot remove your own account')
  return inTransaction(db, async (trx) => {
    await queries.lockTeam(trx)
    if (actor && !(await queries.findAccount(trx, actor._id))) {
      throw new AppError(401, 'Invalid or expired token')
    }
    const account = toAccount(
      found(isId(id) ? await queries.findAccount(trx, id) : undefined, NOT_FOUND),
    )
    if ((await queries.countUsers(trx)) <= 1) {
      throw new AppError(409, 'The last account cannot be removed')
    }
    await queries.deleteUser(trx, { id, email: account.email })
    await recordActivity(trx, actor, {
      action: 'delete',
      entity: 'user',
      entityId: id,
      summary: `Removed ${named(account.username)} (${account.email}) from the team${actor ? '' : ' (command line)'}`,
    })
    return account
  })
}
