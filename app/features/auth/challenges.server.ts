import type { Db } from '~/lib/db.server'
import { hashToken, newToken } from '~/lib/tokens.server'
import {
  consumeChallenge,
  countWaitingChallenges,
  deleteExpiredChallenges,
  findChallenge,
  insertChallenge,
  setWebauthnChallenge,
} from './queries.server'

/**
 * The steps of signing in and adding a passkey that are not sessions (ADR 048): a token of 256
 * random bits, stored only as its hash, good for a few minutes and used up by the one request
 * that completes it.
 *
 * - `second-factor`: the password was right; the account's second factor is due. It names the
 *   account and opens nothing by itself.
 * - `passkey-sign-in`: a passkey sign-in with no password; the passkey will say whose.
 * - `passkey-add`: a signed-in person is adding a passkey.
 *
 * A WebAuthn ceremony keeps its challenge on the step's row.
 */
export type ChallengePurpose = 'second-factor' | 'passkey-sign-in' | 'passkey-add'

/** Long enough to find the phone and type a code; short enough that a leaked step is stale. */
export const CHALLENGE_TTL_MS = 5 * 60_000

export async function issueChallenge(
  db: Db,
  step: { purpose: ChallengePurpose; userId: string | null; webauthnChallenge?: string },
  now: Date,
): Promise<string> {
  const token = newToken()
  await insertChallenge(db, {
    token_hash: hashToken(token),
    purpose: step.purpose,
    user_id: step.userId,
    webauthn_challenge: step.webauthnChallenge ?? null,
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  })
  return token
}

export interface PendingStep {
  tokenHash: string
  purpose: ChallengePurpose
  userId: string | null
  webauthnChallenge: string | null
}

/** The unexpired step of one of these purposes that this token names, or undefined. */
export async function pendingStep(
  db: Db,
  token: string,
  purposes: ChallengePurpose[],
  now: Date,
): Promise<PendingStep | undefined> {
  if (!/^[\w-]{20,200}$/.test(token)) return undefined
  const tokenHash = hashToken(token)
  for (const purpose of purposes) {
    const row = await findChallenge(db, tokenHash, purpose, now.toISOString())
    if (row) {
      return {
        tokenHash,
        purpose,
        userId: row.user_id,
        webauthnChallenge: row.webauthn_challenge,
      }
    }
  }
  return undefined
}

/** A WebAuthn ceremony starts on this step (a new one replaces the one before). */
export const startCeremony = (db: Db, step: PendingStep, webauthnChallenge: string) =>
  setWebauthnChallenge(db, step.tokenHash, webauthnChallenge)

/** The unexpired steps of one purpose: how many, and when the first of them expires. */
export const waitingSteps = (db: Db, purpose: ChallengePurpose, now: Date) =>
  countWaitingChallenges(db, purpose, now.toISOString())

/** Uses the step up; false when another request already did. */
export const completeStep = (db: Db, step: PendingStep) => consumeChallenge(db, step.tokenHash)

/** Expired steps are useless rows (a periodic job). */
export const forgetExpiredChallenges = (db: Db, now: Date) =>
  deleteExpiredChallenges(db, now.toISOString())
