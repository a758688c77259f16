import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AdminAccountForm } from '~/features/team/components/admin-account-form'

export const meta = () => adminMeta('Add colleague')
export const handle: AdminHandle = { title: 'Team' }

export async function clientLoader() {
  await requireRight('team')
  return null
}

export default function TeamNewRoute() {
  return <AdminAccountForm />
}
