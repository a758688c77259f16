import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { apiRequest } from '~/lib/api-client'
import type { AuthUser, PasskeyInfo, SessionInfo, TwoFactorStatus } from './schemas'

export const login = (credentials: { email: string; password: string }) =>
  apiRequest<{ token: string }>('/api/auth/login', { method: 'POST', body: credentials })

export const fetchCurrentUser = () => apiRequest<AuthUser>('/api/auth/user', { auth: true })

/** Revokes the token on the server; a token it no longer knows is not an error worth a redirect. */
export const logout = () =>
  apiRequest<{ message: string }>('/api/auth/logout', {
    method: 'POST',
    auth: true,
    quietUnauthorized: true,
  })

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<{ message: string }>('/api/auth/password', { method: 'PUT', body, auth: true })

/** Whether this site can mail reset links (SMTP and SITE_URL are set). */
export const fetchResetAvailability = () =>
  apiRequest<{ available: boolean }>('/api/auth/forgot-password')

export const requestPasswordReset = (body: { email: string }) =>
  apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body })

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', body })

// --- two-factor sign-in (docs/api.md §Authentication, Two-factor sign-in) ---------------------

/** The second step: the password step's challenge and a code (authenticator or recovery). */
export const loginWithCode = (body: { challenge: string; code: string }) =>
  apiRequest<{ token: string }>('/api/auth/login', { method: 'POST', body })

export const passkeySignInOptions = (body: { challenge?: string }) =>
  apiRequest<{ challenge: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    '/api/auth/passkey/options',
    { method: 'POST', body },
  )

export const signInWithPasskey = (body: { challenge: string; credential: unknown }) =>
  apiRequest<{ token: string }>('/api/auth/passkey', { method: 'POST', body })

export const fetchTwoFactorStatus = () =>
  apiRequest<TwoFactorStatus>('/api/auth/2fa', { auth: true })

export const startAuthenticatorSetup = () =>
  apiRequest<{ secret: string; otpauthUrl: string }>('/api/auth/2fa/setup', {
    method: 'POST',
    auth: true,
  })

export const enableAuthenticator = (body: { code: string; password: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', {
    method: 'POST',
    body,
    auth: true,
  })

export const disableAuthenticator = (body: { password: string }) =>
  apiRequest<{ message: string }>('/api/auth/2fa/disable', { method: 'POST', body, auth: true })

export const renewRecoveryCodes = (body: { password: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('/api/auth/2fa/recovery-codes', {
    method: 'POST',
    body,
    auth: true,
  })

export const listPasskeys = () => apiRequest<PasskeyInfo[]>('/api/auth/passkeys', { auth: true })

/** Adding a passkey starts with the password (ADR 069). */
export const passkeyAddOptions = (body: { password: string }) =>
  apiRequest<{ challenge: string; options: PublicKeyCredentialCreationOptionsJSON }>(
    '/api/auth/passkeys/options',
    { method: 'POST', body, auth: true },
  )

export const addPasskey = (body: { challenge: string; credential: unknown; name?: string }) =>
  apiRequest<PasskeyInfo>('/api/auth/passkeys', { method: 'POST', body, auth: true })

export const renamePasskey = (id: string, name: string) =>
  apiRequest<PasskeyInfo>(`/api/auth/passkeys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    auth: true,
  })

export const removePasskey = (id: string, password: string) =>
  apiRequest<{ message: string }>(`/api/auth/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { password },
    auth: true,
  })

// --- sessions ---------------------------------------------------------------------------------

export const listSessions = () => apiRequest<SessionInfo[]>('/api/auth/sessions', { auth: true })

export const endSession = (id: string) =>
  apiRequest<{ message: string }>(`/api/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

export const endOtherSessions = () =>
  apiRequest<{ message: string; ended: number }>('/api/auth/sessions/others', {
    method: 'DELETE',
    auth: true,
  })
