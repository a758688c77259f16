import type { Role } from '~/core/rights'
import { apiRequest } from '~/lib/api-client'
import type { Account, AuthorProfile } from './schemas'

export const listAccounts = () => apiRequest<Account[]>('/api/users', { auth: true })

export const createAccount = (body: {
  email: string
  username: string
  password: string
  role: Role
}) => apiRequest<Account>('/api/users', { method: 'POST', body, auth: true })

export const deleteAccount = (id: string) =>
  apiRequest<{ message: string }>(`/api/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

export const changeRole = (id: string, role: Role) =>
  apiRequest<Account>(`/api/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    auth: true,
  })

/** Removes a colleague's authenticator, recovery codes and passkeys, and ends their sessions. */
export const resetTwoFactor = (id: string) =>
  apiRequest<{ message: string }>(`/api/users/${encodeURIComponent(id)}/2fa`, {
    method: 'DELETE',
    auth: true,
  })

/** The signed-in account's author card (Settings). */
export const getAuthorProfile = () => apiRequest<AuthorProfile>('/api/auth/profile', { auth: true })

export const saveAuthorProfile = (body: AuthorProfile) =>
  apiRequest<AuthorProfile>('/api/auth/profile', { method: 'PUT', body, auth: true })
