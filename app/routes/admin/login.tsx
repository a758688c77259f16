import { redirect, useLocation, useNavigate } from 'react-router'
import { adminMeta } from '~/components/admin/admin-meta'
import { AuthVerifying } from '~/components/admin/auth-verifying'
import { returnPath } from '~/components/admin/return-path'
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

export default function AdminLoginRoute() {
  const navigate = useNavigate()
  const location = useLocation()
  // Where the guard sent the user from, if it did; the location comes as history state.
  return (
    <AdminLoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
  )
}
