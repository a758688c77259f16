import type { Role } from '~/core/rights'
import { emailAddress, newPassword } from '~/lib/passwords'
import { z } from '~/lib/validation'

/** The answer to a reset link that is unknown, used or expired, shown as it is by the screen. */
export const INVALID_RESET_LINK = 'Invalid or expired reset link'

export const loginInput = z.object({
  email: emailAddress,
  password: z.string().min(1, 'Required').max(256),
})

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(256),
  newPassword,
})

/** The signed-in user, as `GET /api/auth/user` shows it. */
export interface AuthUser {
  _id: string
  username: string
  email: string
  role: Role
  /**
   * Set (true) when REQUIRE_2FA asks this account for a second factor it has not set up: the
   * session can do nothing else until it has (docs/product.md §Settings, Two-factor sign-in).
   */
  twoFactorSetupRequired?: boolean
}

/** An authenticator code or a recovery code, as typed (spaces and dashes are ignored). */
const code = z.string().trim().min(1, 'Required').max(64)

/**
 * `POST /api/auth/login`: the password, with the second factor's `code` when the account has
 * one; or, after the password step's 401, its `challenge` with the code.
 */
export const passwordLoginInput = loginInput.extend({ code: code.optional() })
export const secondStepInput = z.object({
  challenge: z.string().min(1, 'Required').max(200),
  code,
})

/**
 * Turning the authenticator off, removing a passkey, new recovery codes, and adding a second
 * factor (ADR 069): the password again.
 */
export const passwordInput = z.object({ password: z.string().min(1, 'Required').max(256) })

/** Confirms the authenticator being set up with one of its codes, and the password. */
export const enableAuthenticatorInput = passwordInput.extend({ code })

export const passkeyNameInput = z.object({
  name: z.string().trim().min(1, 'Required').max(60),
})

/** What the browser's WebAuthn answer is checked for before the library reads it. */
const credential = z.object({ id: z.string().min(1).max(1400) }).loose()

export const passkeyAddInput = z.object({
  challenge: z.string().min(1, 'Required').max(200),
  credential,
  name: passkeyNameInput.shape.name.optional(),
})

export const passkeyOptionsInput = z.object({
  /** The password step's challenge, when the passkey is the second factor. */
  challenge: z.string().min(1).max(200).optional(),
})

export const passkeySignInInput = z.object({
  challenge: z.string().min(1, 'Required').max(200),
  credential,
})

/** The account's second factors, as `GET /api/auth/2fa` shows them. */
export interface TwoFactorStatus {
  /** The authenticator app is set up. */
  enabled: boolean
  recoveryCodesLeft: number
  passkeys: number
  /** REQUIRE_2FA asks this account's role for a second factor. */
  required: boolean
}

export interface PasskeyInfo {
  _id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** One of the signed-in user's sessions (`GET /api/auth/sessions`). */
export interface SessionInfo {
  _id: string
  current: boolean
  createdAt: string
  lastUsedAt: string
  userAgent: string | null
  /** From the User-Agent: 'Chrome 140', 'Firefox 133'; null when not recognised. */
  browser: string | null
  /** From the User-Agent: 'macOS 10.15', 'Windows 10', 'Android 14'; null when not recognised. */
  os: string | null
}

/** The password step's answer when a second factor is needed. */
export interface TwoFactorChallenge {
  message: string
  twoFactor: true
  /** Sent back with the code, or to ask for a passkey: minutes long, used once. */
  challenge: string
  /** Which second factors the account has. */
  methods: { totp: boolean; passkey: boolean }
}

export const forgotPasswordInput = z.object({ email: loginInput.shape.email })

export const resetPasswordInput = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: newPassword,
})
