import { useCallback } from 'react'
import { Link, useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList, loadRecord } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { getWebhook, listDeliveries } from '~/features/integrations/api'
import { WebhookScreen } from '~/features/integrations/components/webhook-screen'
import type { Route } from './+types/webhook'

export const meta = () => adminMeta('Webhook')
export const handle: AdminHandle = { title: 'Webhook' }

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('settings')
  const [webhook, deliveries] = await Promise.all([
    loadRecord(() => getWebhook(params.id), 'Failed to load the webhook'),
    loadList(() => listDeliveries(params.id), 'Failed to load the delivery log'),
  ])
  return { webhook, deliveries }
}

export default function WebhookRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  const changed = useCallback(() => void revalidate(), [revalidate])
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/admin/settings/integrations"
        className="text-muted-foreground hover:text-foreground self-start text-sm underline-offset-4 hover:underline"
      >
        ← Integrations
      </Link>
      {loaderData.webhook ? (
        <WebhookScreen
          webhook={loaderData.webhook}
          deliveries={loaderData.deliveries}
          onChanged={changed}
        />
      ) : (
        <p className="text-muted-foreground text-sm">This webhook does not exist (any more).</p>
      )}
    </div>
  )
}
