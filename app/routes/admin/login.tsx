import { redirect, useLocation, useNavigate } from 'react-router'
import { adminMeta } from '~/components/admin/admin-meta'
import { AuthVerifying } from '~/components/admin/auth-verifying'
import { PortalBrandContext } from '~/components/admin/portal-brand'
import { returnPath } from '~/components/admin/return-path'
import { AdminLoginForm } from '~/features/auth/components/admin-login-form'
import { getBrandOrDefaults } from '~/features/brand/api'
import { getToken } from '~/lib/api-client'
import type { Route } from './+types/login'

export const meta = () => adminMeta('Admin Login')

/**
 * A stored token goes straight to the dashboard; the guard then checks it (docs/product.md
 * §Admin login). Otherwise the screen shows the brand.
 */
export async function clientLoader() {
  if (getToken()) throw redirect('/admin/dashboard')
  return { brand: await getBrandOrDefaults() }
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <AuthVerifying />
}

export default function AdminLoginRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const location = useLocation()
  // Where the guard sent the user from, if it did; the location comes as history state.
  return (
    <PortalBrandContext value={loaderData.brand}>
      <AdminLoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
    </PortalBrandContext>
  )
}
