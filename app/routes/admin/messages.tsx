import { useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toast } from '~/components/ui/toaster'
import { listMessages } from '~/features/messages/api'
import { AdminMessageTable } from '~/features/messages/components/admin-message-table'
import type { Message } from '~/features/messages/schemas'
import { isUnauthorized } from '~/lib/api-client'
import type { Route } from './+types/messages'

export const meta = () => adminMeta('Messages')
export const handle: AdminHandle = { title: 'Messages' }

export async function clientLoader(): Promise<{ messages: Message[] }> {
  try {
    return { messages: await listMessages() }
  } catch (error) {
    if (!isUnauthorized(error)) toast.error('Failed to load messages')
    return { messages: [] }
  }
}

/** Revalidating reloads the list and the guard's unread count in the sidebar together. */
export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminMessageTable messages={loaderData.messages} onChanged={() => void revalidate()} />
}
