import { randomBytes } from 'node:crypto'
import { can, isRole, type Right, type Role } from '~/core/rights'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { newId } from '~/lib/records'
import { hashToken } from '~/lib/tokens.server'
import { isId } from '~/lib/validation'
import * as queries from './queries.server'
import { RIGHT_NAMES, type ApiTokenInfo, type apiTokenInput } from './schemas'
import type { z } from '~/lib/validation'

/**
 * API tokens (docs/api.md §Integrations, ADR 081): `ast_` and 256 random bits (base64url), so a
 * token is recognised at a glance and by secret scanners. Only its SHA-256 is kept. A token
 * acts for the account that made it, with its own rights, never more than that account's role
 * has now: a demotion narrows its tokens at once, and removing the account removes them.
 */
export const TOKEN_PREFIX = 'ast_'

export const looksLikeApiToken = (value: string) => /^ast_[\w-]{43}$/.test(value)

/** Last use is written at most once a minute, as a session's is. */
const TOUCH_AFTER_MS = 60_000

const parseRights = (json: string): Right[] => {
  const list = JSON.parse(json) as unknown
  return Array.isArray(list) ? RIGHT_NAMES.filter((r) => list.includes(r)) : []
}

/** Creates a token; its value is in the answer only. */
export async function createApiToken(
  trx: Db,
  creator: { _id: string; role: Role },
  input: z.output<typeof apiTokenInput>,
  now: Date,
): Promise<{ _id: string; name: string; token: string; rights: Right[] }> {
  const beyond = input.rights.filter((right) => !can(creator.role, right))
  if (beyond.length) {
    const message = `Your role does not have ${beyond.length === 1 ? 'the right' : 'the rights'} ${beyond.join(', ')}`
    throw new AppError(400, 'Validation failed', { rights: [message] })
  }
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url')
  const id = newId()
  await queries.insertApiToken(trx, {
    id,
    name: input.name,
    token_hash: hashToken(token),
    rights: JSON.stringify(input.rights),
    created_by: creator._id,
    created_at: now.toISOString(),
    expires_at:
      input.expiresInDays == null
        ? null
        : new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString(),
    last_used_at: null,
  })
  return { _id: id, name: input.name, token, rights: input.rights }
}

export async function listApiTokens(db: Db): Promise<ApiTokenInfo[]> {
  const rows = await queries.listApiTokens(db)
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    rights: parseRights(row.rights),
    createdAt: row.created_at,
    createdBy: row.creator ?? null,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  }))
}

/** Revokes a token: its next request gets 401. Resolves with what it was, for the log. */
export async function revokeApiToken(trx: Db, id: string): Promise<{ _id: string; name: string }> {
  const deleted = isId(id) ? await queries.deleteApiToken(trx, id) : undefined
  if (!deleted) throw notFound('API token not found')
  return { _id: deleted.id, name: deleted.name }
}

/** A token in use: who it acts for, and what it may do now. */
export interface ApiTokenUse {
  id: string
  name: string
  /** Its rights that the account's role still has. */
  rights: Right[]
  user: { _id: string; username: string; email: string; role: Role }
}

/** The token's use, or undefined when it is unknown, revoked or expired. */
export async function findApiToken(
  db: Db,
  token: string,
  now: Date,
): Promise<ApiTokenUse | undefined> {
  if (!looksLikeApiToken(token)) return undefined
  const row = await queries.findApiTokenByHash(db, hashToken(token))
  if (!row) return undefined
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return undefined
  if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) > TOUCH_AFTER_MS) {
    await queries.touchApiToken(db, row.id, now.toISOString())
  }
  const role: Role = isRole(row.role) ? row.role : 'editor'
  return {
    id: row.id,
    name: row.name,
    rights: parseRights(row.rights).filter((right) => can(role, right)),
    user: { _id: row.user_id, username: row.username, email: row.email, role },
  }
}
