import { adminMeta } from '~/components/admin/admin-meta'
import { FormLoading } from '~/components/admin/form-loading'
import { fetchResetAvailability } from '~/features/auth/api'
import { AdminForgotPasswordForm } from '~/features/auth/components/admin-forgot-password-form'
import type { Route } from './+types/forgot-password'

export const meta = () => adminMeta('Forgot password')

/** Whether the site can mail reset links; when the answer does not come, the form still shows. */
export async function clientLoader() {
  return {
    available: await fetchResetAvailability().then(
      (r) => r.available,
      () => true,
    ),
  }
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
  return <AdminForgotPasswordForm available={loaderData.available} />
}
