import { named, recordActivity, type Actor } from '~/core/activity.server'
import type { Db } from '~/lib/db.server'
import { AppError, found } from '~/lib/errors'
import { inTransaction } from '~/lib/db.server'
import { isId, type z } from '~/lib/validation'
import { newId, nowIso } from '~/lib/records'
import { isRole, ROLE_LABELS, type Role } from '~/core/rights'
import { findUserByEmail, normalizeEmail } from '~/core/users.server'
import { hashPassword } from '~/lib/password.server'
import * as queries from './queries.server'
import type { Account, newAccountInput } from './schemas'

const NOT_FOUND = 'User not found'

const toAccount = (row: {
  id: string
  username: string
  email: string
  role: string
  created_at: string
  last_login_at: string | null
}): Account => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  // A role this version does not know (written by a newer one) reads as the narrowest.
  role: isRole(row.role) ? row.role : 'editor',
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
})

const LAST_ADMIN = 'The last admin cannot be removed or given another role'

/** The account with this e-mail, for the command line. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const user = await findUserByEmail(db, email)
  return user && toAccount(user)
}

/** One account by its id; 404 when there is none. */
export async function findAccount(db: Db, id: string): Promise<Account> {
  return toAccount(found(isId(id) ? await queries.findAccount(db, id) : undefined, NOT_FOUND))
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
        role: input.role,
      })
      await recordActivity(trx, actor, {
        action: 'create',
        entity: 'user',
        entityId: id,
        summary: `Added ${named(input.username)} (${email}) to the team as ${ROLE_LABELS[input.role].toLowerCase()}`,
      })
      return toAccount({
        id,
        email,
        username: input.username,
        role: input.role,
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
 * Runs a change to the team with changes serialized (`lockTeam`): the actor must still be an
 * admin (a colleague may have removed or demoted them a moment ago) and the account must exist.
 * `actor` is null for the server's command line.
 */
async function changeTeam<T>(
  db: Db,
  actor: Actor | null,
  id: string,
  change: (trx: Db, account: Account) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await queries.lockTeam(trx)
    if (actor) {
      const self = await queries.findAccount(trx, actor._id)
      if (!self) throw new AppError(401, 'Invalid or expired token')
      if (self.role !== 'admin') throw new AppError(403, 'Forbidden')
    }
    const account = toAccount(
      found(isId(id) ? await queries.findAccount(trx, id) : undefined, NOT_FOUND),
    )
    return change(trx, account)
  })
}

/**
 * What else a role change does, in its transaction: what the account held under its old rights
 * and may not keep (the leads it owns, when the new role cannot see leads). Given by the
 * caller, which composes the features.
 */
export type AlongWithRoleChange = (trx: Db, account: Account, role: Role) => Promise<unknown>

/**
 * Gives a colleague another role; their sessions see the new rights on their next request (the
 * role is read with the session). The last admin keeps the role (409), whoever asks. `along`
 * runs in the same transaction, after the new role is written.
 */
export async function changeRole(
  db: Db,
  actor: Actor,
  id: string,
  role: Role,
  along?: AlongWithRoleChange,
): Promise<Account> {
  return changeTeam(db, actor, id, async (trx, account) => {
    if (account.role === role) return account
    if (account.role === 'admin' && (await queries.countAdmins(trx)) <= 1) {
      throw new AppError(409, LAST_ADMIN)
    }
    await queries.setRole(trx, id, role)
    await along?.(trx, account, role)
    await recordActivity(trx, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      summary: `Changed the role of ${named(account.username)} (${account.email}) from ${ROLE_LABELS[account.role].toLowerCase()} to ${ROLE_LABELS[role].toLowerCase()}`,
    })
    return { ...account, role }
  })
}

/**
 * Removes a colleague's account; their sessions end with it, at once. Nobody removes their own
 * account, nor the last admin (409): the team can never lock itself out. Team changes are
 * serialized (`changeTeam`), so two colleagues removing each other at the same moment remove
 * one account: the second finds its own account gone. `actor` is null for the server's command
 * line (`npm run admin -- delete`).
 */
export async function deleteAccount(db: Db, actor: Actor | null, id: string): Promise<Account> {
  if (id === actor?._id) throw new AppError(409, 'You cannot remove your own account')
  return changeTeam(db, actor, id, async (trx, account) => {
    if (account.role === 'admin' && (await queries.countAdmins(trx)) <= 1) {
      throw new AppError(409, LAST_ADMIN)
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
