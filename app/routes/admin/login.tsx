import { redirect, useLocation, useNavigate } from 'react-router'
import { adminMeta } from '~/components/admin/admin-meta'
import { AuthVerifying } from '~/components/admin/auth-verifying'
import { AdminLoginForm } from '~/features/auth/components/admin-login-form'
import { getToken } from '~/lib/api-client'

export const meta = () => adminMeta('Admin Login')

/**
 * A stored token goes straight to the dashboard; the guard then checks it (docs/product.md
 * §Admin login).
 */
export function clientLoader() {
  if (getToken()) throw redirect('/admin/dashboard')
  return null
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <AuthVerifying />
}

/**
 * Where the guard sent the user from, if it did; the location comes as state (docs/product.md
 * §Admin login).
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from
  if (!from?.pathname?.startsWith('/admin/') || from.pathname === '/admin/login') {
    return '/admin/dashboard'
  }
  return from.pathname + (from.search ?? '')
}

export default function AdminLoginRoute() {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <AdminLoginForm
      onSignedIn={() => navigate(returnPath(location.state), { replace: true })}
    />
  )
}
