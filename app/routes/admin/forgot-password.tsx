import { adminMeta } from '~/components/admin/admin-meta'
import { FormLoading } from '~/components/admin/form-loading'
import { PortalBrandContext } from '~/components/admin/portal-brand'
import { fetchResetAvailability } from '~/features/auth/api'
import { AdminForgotPasswordForm } from '~/features/auth/components/admin-forgot-password-form'
import { getBrandOrDefaults } from '~/features/brand/api'
import type { Route } from './+types/forgot-password'

export const meta = () => adminMeta('Forgot password')

/**
 * Whether the site can mail reset links (when the answer does not come, the form still shows),
 * and the brand.
 */
export async function clientLoader() {
  const [available, brand] = await Promise.all([
    fetchResetAvailability().then(
      (r) => r.available,
      () => true,
    ),
    getBrandOrDefaults(),
  ])
  return { available, brand }
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return (
    <main className="bg-background min-h-screen">
      <h1 className="sr-only">Forgot password?</h1>
      <FormLoading label="Loading..." />
    </main>
  )
}

export default function ForgotPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PortalBrandContext value={loaderData.brand}>
      <AdminForgotPasswordForm available={loaderData.available} />
    </PortalBrandContext>
  )
}
