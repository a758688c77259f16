import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listMessages } from '~/features/leads/api'
import { LeadBoard } from '~/features/leads/components/lead-board'
import { LeadViewSwitch } from '~/features/leads/components/lead-view-switch'
import { LEAD_STATUSES } from '~/features/leads/statuses'
import type { Message } from '~/features/leads/schemas'
import type { Route } from './+types/messages-board'

export const meta = () => adminMeta('Messages')
export const handle: AdminHandle = { title: 'Messages' }

/** Every lead, spam included: the board has a column for each status. */
export async function clientLoader(): Promise<{ messages: Message[] }> {
  await requireRight('leads')
  return {
    messages: await loadList(
      () => listMessages({ statuses: [...LEAD_STATUSES] }),
      'Failed to load messages',
    ),
  }
}

export default function MessagesBoardRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return (
    <div className="flex flex-col gap-4">
      <LeadViewSwitch current="board" />
      <LeadBoard messages={loaderData.messages} onChanged={() => void revalidate()} />
    </div>
  )
}
