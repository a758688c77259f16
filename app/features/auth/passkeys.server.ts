import { isIP } from 'node:net'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { recordActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { inTransaction } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { newId } from '~/lib/records'
import { parseList } from '~/lib/records'
import {
  completeStep,
  issueChallenge,
  pendingStep,
  startCeremony,
  waitingSteps,
  type PendingStep,
} from './challenges.server'
import { LockedError } from './lockout.server'
import {
  deleteOtherSessions,
  deletePasskey,
  findPasskeyByCredential,
  insertPasskey,
  listPasskeys,
  renamePasskey,
  answerWithPasskey,
} from './queries.server'
import type { PasskeyInfo } from './schemas'
import type { Session } from './sessions.server'
import { keepsRequiredFactor, twoFactorStatus } from './two-factor.server'

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server; ADR 049). The relying party is the
 * site's host: SITE_URL's, or the request's validated one without it. Each passkey keeps the
 * host it was made on and is never offered, nor accepted, on another.
 */
export interface RelyingParty {
  /** The host name (`agency.example`, `localhost`). */
  id: string
  /** The origin pages are served from (`https://agency.example`). */
  origin: string
}

const NOT_RECOGNISED = 'Passkey not recognised'
const STEP_EXPIRED = 'This sign-in step has expired. Please start again.'

/**
 * Passkey sign-ins without a password that may wait at once, from all addresses together: each
 * is a row a stranger makes (ADR 070). Each address is limited on its own too (the API's rate
 * limit); this bounds the rows when the addresses are many.
 */
export const MAX_WAITING_PASSKEY_SIGN_INS = 1000

/** WebAuthn refuses an IP address as the relying party: no browser would make the passkey. */
export const PASSKEY_NEEDS_HOST_NAME =
  "Passkeys need the site's host name, not an IP address: open the portal by its name to add one."

/** Refuses to start adding a passkey where no browser could make one (ADR 049). */
export function assertPasskeyHost(rp: RelyingParty): void {
  if (isIP(rp.id.replace(/^\[|\]$/g, '')) !== 0) throw new AppError(400, PASSKEY_NEEDS_HOST_NAME)
}

const toInfo = (row: {
  id: string
  name: string
  created_at: string
  last_used_at: string | null
}): PasskeyInfo => ({
  _id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

const transportsOf = (json: string) => parseList(json) as AuthenticatorTransport[]

export async function passkeysOf(ctx: AppContext, session: Session): Promise<PasskeyInfo[]> {
  return (await listPasskeys(ctx.db, session.user._id)).map(toInfo)
}

/**
 * Starts adding a passkey: the browser's creation options, and the step that names them. The
 * caller has checked the host (assertPasskeyHost) and then the password (ADR 069): the step is
 * the proof of the password, for its five minutes, and the only way to add a passkey.
 */
export async function passkeyAddOptions(
  ctx: AppContext,
  session: Session,
  rp: RelyingParty,
): Promise<{ challenge: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await listPasskeys(ctx.db, session.user._id)
  const options = await generateRegistrationOptions({
    rpName: rp.id,
    rpID: rp.id,
    userName: session.user.email,
    userDisplayName: session.user.username,
    userID: new TextEncoder().encode(session.user._id),
    attestationType: 'none',
    // A passkey signs in alone, so it must be one the browser can find without a name typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing
      .filter((key) => key.rp_id === rp.id)
      .map((key) => ({ id: key.credential_id, transports: transportsOf(key.transports) })),
  })
  const challenge = await issueChallenge(
    ctx.db,
    { purpose: 'passkey-add', userId: session.user._id, webauthnChallenge: options.challenge },
    ctx.clock.now(),
  )
  return { challenge, options }
}

/**
 * Checks the browser's answer and keeps the new passkey. The first second factor of an account
 * turns two-factor sign-in on, which signs the person out everywhere else.
 */
export async function addPasskey(
  ctx: AppContext,
  session: Session,
  rp: RelyingParty,
  input: { challenge: string; credential: unknown; name?: string },
): Promise<PasskeyInfo> {
  const step = await pendingStep(ctx.db, input.challenge, ['passkey-add'], ctx.clock.now())
  if (!step || step.userId !== session.user._id || !step.webauthnChallenge) {
    throw new AppError(400, STEP_EXPIRED)
  }
  const verification = await verifyRegistrationResponse({
    response: input.credential as RegistrationResponseJSON,
    expectedChallenge: step.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }))
  if (!verification.verified) throw new AppError(400, 'The passkey could not be added')
  const { credential } = verification.registrationInfo
  if (await findPasskeyByCredential(ctx.db, credential.id)) {
    throw new AppError(409, 'This passkey is already added')
  }
  const before = await twoFactorStatus(ctx, session)
  const now = ctx.clock.now().toISOString()
  const existing = await listPasskeys(ctx.db, session.user._id)
  const row = {
    id: newId(),
    user_id: session.user._id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    rp_id: rp.id,
    name: input.name ?? `Passkey ${existing.length + 1}`,
    created_at: now,
    last_used_at: null,
  }
  const turnsOn = !before.enabled && before.passkeys === 0
  await inTransaction(ctx.db, async (trx) => {
    if (!(await completeStep(trx, step))) throw new AppError(400, STEP_EXPIRED)
    await insertPasskey(trx, row)
    if (turnsOn) await deleteOtherSessions(trx, session.user._id, session.tokenHash)
    await recordActivity(trx, session.user, {
      action: 'passkey-add',
      entity: 'user',
      entityId: session.user._id,
      summary: `Added the passkey "${row.name}" on ${rp.id}${turnsOn ? '; two-factor sign-in is on and their other sessions were signed out' : ''}`,
    })
  })
  return toInfo(row)
}

export async function renamePasskeyOf(
  ctx: AppContext,
  session: Session,
  id: string,
  name: string,
): Promise<PasskeyInfo> {
  if (!(await renamePasskey(ctx.db, { userId: session.user._id, id, name }))) {
    throw new AppError(404, 'Passkey not found')
  }
  const row = (await listPasskeys(ctx.db, session.user._id)).find((key) => key.id === id)!
  return toInfo(row)
}

/** Removes one of one's passkeys (the password was checked). */
export async function removePasskey(ctx: AppContext, session: Session, id: string): Promise<void> {
  const key = (await listPasskeys(ctx.db, session.user._id)).find((row) => row.id === id)
  if (!key) throw new AppError(404, 'Passkey not found')
  await keepsRequiredFactor(ctx, session, 'passkey')
  await inTransaction(ctx.db, async (trx) => {
    await deletePasskey(trx, session.user._id, id)
    await recordActivity(trx, session.user, {
      action: 'passkey-remove',
      entity: 'user',
      entityId: session.user._id,
      summary: `Removed the passkey "${key.name}"`,
    })
  })
}

/**
 * Starts a passkey sign-in. With the password step's challenge, the passkey is that account's
 * second factor and only its passkeys of this host are offered; without, the browser offers
 * whichever passkey of this host the person picks (it is then both factors).
 */
export async function passkeySignInOptions(
  ctx: AppContext,
  rp: RelyingParty,
  afterPassword?: string,
): Promise<{ challenge: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const now = ctx.clock.now()
  if (afterPassword) {
    const step = await pendingStep(ctx.db, afterPassword, ['second-factor'], now)
    if (!step?.userId) throw new AppError(400, STEP_EXPIRED)
    const keys = (await listPasskeys(ctx.db, step.userId)).filter((key) => key.rp_id === rp.id)
    if (keys.length === 0) throw new AppError(400, 'This account has no passkey on this site')
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'preferred',
      allowCredentials: keys.map((key) => ({
        id: key.credential_id,
        transports: transportsOf(key.transports),
      })),
    })
    await startCeremony(ctx.db, step, options.challenge)
    return { challenge: afterPassword, options }
  }
  const waiting = await waitingSteps(ctx.db, 'passkey-sign-in', now)
  if (waiting.count >= MAX_WAITING_PASSKEY_SIGN_INS) {
    const seconds = waiting.firstExpiry
      ? Math.ceil((Date.parse(waiting.firstExpiry) - now.getTime()) / 1000)
      : 1
    throw new LockedError(
      Math.max(1, seconds),
      'Too many passkey sign-ins at once. Please try again in a few minutes.',
    )
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
  })
  const challenge = await issueChallenge(
    ctx.db,
    { purpose: 'passkey-sign-in', userId: null, webauthnChallenge: options.challenge },
    now,
  )
  return { challenge, options }
}

export interface PasskeySignIn {
  userId: string
  step: PendingStep
  passkeyName: string
  /** The passkey was the only factor (no password before it). */
  alone: boolean
}

/**
 * Checks a passkey's answer to a sign-in step. Alone, the authenticator must have verified the
 * person (PIN, fingerprint: the second factor it holds); after a password, its presence is the
 * second factor. The step is used up by the caller, with the session it opens.
 */
export async function verifyPasskeySignIn(
  ctx: AppContext,
  rp: RelyingParty,
  input: { challenge: string; credential: { id: string } },
): Promise<PasskeySignIn> {
  const step = await pendingStep(
    ctx.db,
    input.challenge,
    ['passkey-sign-in', 'second-factor'],
    ctx.clock.now(),
  )
  if (!step?.webauthnChallenge) throw new AppError(400, STEP_EXPIRED)
  const key = await findPasskeyByCredential(ctx.db, input.credential.id)
  if (!key || key.rp_id !== rp.id || (step.userId !== null && key.user_id !== step.userId)) {
    throw new AppError(400, NOT_RECOGNISED)
  }
  const alone = step.purpose === 'passkey-sign-in'
  const verification = await verifyAuthenticationResponse({
    response: input.credential as AuthenticationResponseJSON,
    expectedChallenge: step.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credential_id,
      publicKey: Buffer.from(key.public_key, 'base64url'),
      counter: key.counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: alone,
  }).catch(() => undefined)
  if (!verification?.verified) throw new AppError(400, NOT_RECOGNISED)
  await answerWithPasskey(ctx.db, {
    id: key.id,
    counter: verification.authenticationInfo.newCounter,
    now: ctx.clock.now().toISOString(),
  })
  return { userId: key.user_id, step, passkeyName: key.name, alone }
}
