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
