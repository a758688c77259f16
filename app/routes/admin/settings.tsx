import { useRouteLoaderData } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { FormCard } from '~/components/admin/form-card'
import { AdminChangePasswordForm } from '~/features/auth/components/admin-change-password-form'
import type { clientLoader as guardLoader } from './guard'

export const meta = () => adminMeta('Settings')
export const handle: AdminHandle = { title: 'Settings' }

/** The signed-in account and its password (docs/product.md §Settings). */
export default function SettingsRoute() {
  const user = useRouteLoaderData<typeof guardLoader>('routes/admin/guard')?.user
  return (
    <div className="flex flex-col gap-6">
      <FormCard title="Signed-in account">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Username</dt>
            <dd className="font-medium">{user?.username}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium">{user?.email}</dd>
          </div>
        </dl>
      </FormCard>
      <FormCard title="Change password">
        <AdminChangePasswordForm />
      </FormCard>
    </div>
  )
}
