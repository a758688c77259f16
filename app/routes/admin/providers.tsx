import { Outlet } from 'react-router'
import { AdminProviders } from '~/components/admin/admin-providers'

/** Every /admin page, sign-in included: the portal's toasts and tooltips. */
export default function AdminProvidersRoute() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  )
}
