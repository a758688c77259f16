import { useNavigate, useSearchParams } from 'react-router'
import { adminMeta } from '~/components/admin/admin-meta'
import { FormLoading } from '~/components/admin/form-loading'
import { PortalBrandContext } from '~/components/admin/portal-brand'
import { AdminResetPasswordForm } from '~/features/auth/components/admin-reset-password-form'
import { getBrandOrDefaults } from '~/features/brand/api'
import type { Route } from './+types/reset-password'

export const meta = () => adminMeta('Reset password')

/** The brand the screen shows. */
export async function clientLoader() {
  return { brand: await getBrandOrDefaults() }
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return (
    <main className="bg-background min-h-screen">
      <h1 className="sr-only">Choose a new password</h1>
      <FormLoading label="Loading..." />
    </main>
  )
}

/** The page a reset mail links to: `?token=…` (docs/product.md §Password reset). */
export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <PortalBrandContext value={loaderData.brand}>
      <AdminResetPasswordForm
        token={params.get('token') ?? ''}
        onReset={() => navigate('/admin/login', { replace: true })}
      />
    </PortalBrandContext>
  )
}
