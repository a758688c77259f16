import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toastFailure } from '~/components/admin/failure-toast'
import { loadList } from '~/components/admin/load-list'
import {
  activityFilterQuery,
  readActivityFilter,
  type ActivityFilter,
} from '~/features/activity/activity-filter'
import { listActivity } from '~/features/activity/api'
import { ActivityFilters } from '~/features/activity/components/activity-filters'
import { AdminActivityTable } from '~/features/activity/components/admin-activity-table'
import { activityKinds } from '~/features/activity/activity-kinds'
import { listAccounts } from '~/features/team/api'
import { COLLECTIONS } from '~/collections'
import { resourceOf } from '~/core/collections'
import { sentenceCase } from '~/lib/text'
import type { ActivityEntry } from '~/core/activity'
import type { Route } from './+types/activity'

export const meta = () => adminMeta('Activity')
export const handle: AdminHandle = { title: 'Activity' }

/** The kinds of record: each collection's from its declaration, then the others. */
const KINDS = activityKinds(
  COLLECTIONS.map((collection) => ({
    entity: collection.activity.entity,
    label: sentenceCase(collection.labels.plural),
    resourceOf: collection.editorial.revisions
      ? (id: string) => resourceOf(collection, id)
      : undefined,
  })),
)

/** Entries fetched at a time; a full page means there may be older ones. */
const PAGE = 200

/** The filters live in the URL (`?who=…&kind=…&what=…&date=…`), so a filtered view can be shared. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireRight('audit')
  const filter = readActivityFilter(
    new URL(request.url).searchParams,
    KINDS.map((kind) => kind.entity),
  )
  const [entries, accounts] = await Promise.all([
    loadList(() => listActivity(filter, { limit: PAGE }), 'Failed to load activity'),
    // The people to filter by; the log still names accounts removed since.
    listAccounts().catch(() => []),
  ])
  return { filter, entries, accounts }
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  const { filter, entries: first, accounts } = loaderData
  const [, setSearchParams] = useSearchParams()
  // Older pages belong to the filters they were loaded with: a new filter starts over.
  const key = activityFilterQuery(filter).toString()
  const [older, setOlder] = useState<{ key: string; entries: ActivityEntry[]; more: boolean }>({
    key,
    entries: [],
    more: true,
  })
  const [loading, setLoading] = useState(false)
  const shownOlder = older.key === key ? older.entries : []
  const entries = [...first, ...shownOlder]
  const more = older.key === key ? older.more && first.length === PAGE : first.length === PAGE

  const loadOlder = async () => {
    setLoading(true)
    try {
      const page = await listActivity(filter, { limit: PAGE, olderThan: entries.at(-1)?.at })
      setOlder({ key, entries: [...shownOlder, ...page], more: page.length === PAGE })
    } catch (error) {
      toastFailure('Failed to load activity', error)
    } finally {
      setLoading(false)
    }
  }

  const people = new Map(accounts.map((a) => [a._id, a.username]))
  for (const entry of entries) if (entry.actor) people.set(entry.actor._id, entry.actor.username)

  return (
    <div className="flex flex-col gap-4">
      <ActivityFilters
        filter={filter}
        kinds={KINDS}
        people={[...people].map(([id, name]) => ({ id, name }))}
        onChange={(next: ActivityFilter) => setSearchParams(activityFilterQuery(next))}
      />
      <AdminActivityTable
        entries={entries}
        kinds={KINDS}
        filtered={key !== ''}
        onLoadOlder={more ? () => void loadOlder() : undefined}
        loadingOlder={loading}
      />
    </div>
  )
}
