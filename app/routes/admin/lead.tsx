import { useNavigate, useRevalidator } from 'react-router'
import { requireRight, signedInUser } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { can } from '~/core/rights'
import { getLead, listAssignees, markMessageRead } from '~/features/leads/api'
import { LeadPage } from '~/features/leads/components/lead-view'
import type { Route } from './+types/lead'

export const meta = () => adminMeta('Lead')
export const handle: AdminHandle = { title: 'Lead' }

/** Opening a lead reads its message, as opening it in the Messages dialog does. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('leads')
  let lead = await getLead(params.id)
  if (!lead.read) {
    await markMessageRead(params.id).catch(() => undefined)
    lead = { ...lead, read: true }
  }
  const [assignees, user] = await Promise.all([listAssignees().catch(() => []), signedInUser()])
  return { lead, assignees, canErase: can(user?.role, 'audit') }
}

export default function LeadRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  const navigate = useNavigate()
  return (
    <LeadPage
      lead={loaderData.lead}
      assignees={loaderData.assignees}
      canErase={loaderData.canErase}
      onChanged={() => void revalidate()}
      onErased={() => void navigate('/admin/messages')}
    />
  )
}
