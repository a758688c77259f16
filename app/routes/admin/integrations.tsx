import { useRevalidator, useRouteLoaderData } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { listApiTokens, listWebhooks } from '~/features/integrations/api'
import { IntegrationsScreen } from '~/features/integrations/components/integrations-screen'
import type { Route } from './+types/integrations'
import type { clientLoader as guardLoader } from './guard'

export const meta = () => adminMeta('Integrations')
export const handle: AdminHandle = { title: 'Integrations' }

export async function clientLoader() {
  await requireRight('settings')
  const [tokens, webhooks] = await Promise.all([
    loadList(listApiTokens, 'Failed to load API tokens'),
    loadList(listWebhooks, 'Failed to load webhooks'),
  ])
  return { tokens, webhooks }
}

export default function IntegrationsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof guardLoader>('routes/admin/guard')?.user
  const { revalidate } = useRevalidator()
  return (
    <IntegrationsScreen
      tokens={loaderData.tokens}
      webhooks={loaderData.webhooks}
      role={user?.role}
      onChanged={() => void revalidate()}
    />
  )
}
