import { useMemo } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listAssignees, listMessages } from '~/features/leads/api'
import { AdminMessageTable } from '~/features/leads/components/admin-message-table'
import { LeadFilterBar } from '~/features/leads/components/lead-filter-bar'
import { LeadViewSwitch } from '~/features/leads/components/lead-view-switch'
import {
  applyClientFilters,
  filtersFrom,
  sourceKey,
  type LeadFilters,
} from '~/features/leads/lead-filters'
import type { Assignee, Message } from '~/features/leads/schemas'
import type { Route } from './+types/messages'

export const meta = () => adminMeta('Messages')
export const handle: AdminHandle = { title: 'Messages' }

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<{ messages: Message[]; assignees: Assignee[] }> {
  await requireRight('leads')
  const filters = filtersFrom(new URL(request.url).searchParams)
  const [messages, assignees] = await Promise.all([
    loadList(
      () =>
        listMessages({
          statuses: filters.status ? [filters.status] : undefined,
          assignee: filters.owner || undefined,
        }),
      'Failed to load messages',
    ),
    listAssignees().catch(() => []),
  ])
  return { messages, assignees }
}

/** Revalidating reloads the list and the guard's unread count in the sidebar together. */
export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const sources = useMemo(
    () => [...new Set(loaderData.messages.map(sourceKey))].sort(),
    [loaderData.messages],
  )
  const shown = applyClientFilters(loaderData.messages, filters)
  const change = (next: LeadFilters) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')) as Record<
        string,
        string
      >,
      { replace: true, preventScrollReset: true },
    )
  return (
    <div className="flex flex-col gap-4">
      <LeadViewSwitch current="table" />
      <LeadFilterBar
        filters={filters}
        assignees={loaderData.assignees}
        sources={sources}
        onChange={change}
      />
      <AdminMessageTable messages={shown} onChanged={() => void revalidate()} />
    </div>
  )
}
