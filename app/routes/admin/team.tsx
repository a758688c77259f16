import { useRevalidator, useRouteLoaderData } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listAccounts } from '~/features/team/api'
import { AdminTeamTable } from '~/features/team/components/admin-team-table'
import type { Account } from '~/features/team/schemas'
import type { Route } from './+types/team'
import type { clientLoader as guardLoader } from './guard'

export const meta = () => adminMeta('Team')
export const handle: AdminHandle = { title: 'Team' }

export async function clientLoader(): Promise<{ accounts: Account[] }> {
  await requireRight('team')
  return { accounts: await loadList(listAccounts, 'Failed to load team') }
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  const user = useRouteLoaderData<typeof guardLoader>('routes/admin/guard')?.user
  return (
    <AdminTeamTable
      accounts={loaderData.accounts}
      currentUserId={user?._id ?? ''}
      onChanged={() => void revalidate()}
    />
  )
}
