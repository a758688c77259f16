import { useState } from 'react'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { toast } from '~/components/ui/toaster'
import { listActivity } from '~/features/activity/api'
import { AdminActivityTable } from '~/features/activity/components/admin-activity-table'
import type { ActivityEntry } from '~/core/activity'
import { isUnauthorized } from '~/lib/api-client'
import type { Route } from './+types/activity'

export const meta = () => adminMeta('Activity')
export const handle: AdminHandle = { title: 'Activity' }

/** Entries fetched at a time; a full page means there may be older ones. */
const PAGE = 200

export async function clientLoader(): Promise<{ entries: ActivityEntry[] }> {
  await requireRight('audit')
  return { entries: await loadList(() => listActivity({ limit: PAGE }), 'Failed to load activity') }
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  const [older, setOlder] = useState<ActivityEntry[]>([])
  const [more, setMore] = useState(loaderData.entries.length === PAGE)
  const [loading, setLoading] = useState(false)
  const entries = [...loaderData.entries, ...older]

  const loadOlder = async () => {
    setLoading(true)
    try {
      const page = await listActivity({ limit: PAGE, before: entries.at(-1)?.at })
      setOlder((shown) => [...shown, ...page])
      setMore(page.length === PAGE)
    } catch (error) {
      if (!isUnauthorized(error)) toast.error('Failed to load activity')
    } finally {
      setLoading(false)
    }
  }

  return (
    <AdminActivityTable
      entries={entries}
      onLoadOlder={more ? () => void loadOlder() : undefined}
      loadingOlder={loading}
    />
  )
}
