import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listMessages } from '~/features/leads/api'
import { AdminMessageTable } from '~/features/leads/components/admin-message-table'
import type { Message } from '~/features/leads/schemas'
import type { Route } from './+types/messages'

export const meta = () => adminMeta('Messages')
export const handle: AdminHandle = { title: 'Messages' }

export async function clientLoader(): Promise<{ messages: Message[] }> {
  await requireRight('leads')
  return { messages: await loadList(listMessages, 'Failed to load messages') }
}

/** Revalidating reloads the list and the guard's unread count in the sidebar together. */
export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminMessageTable messages={loaderData.messages} onChanged={() => void revalidate()} />
}
