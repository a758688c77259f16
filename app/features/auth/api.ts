import { apiRequest } from '~/lib/api-client'
import type { AuthUser } from './schemas'

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
