import { useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { listRedirects } from '~/features/redirects/api'
import { RedirectsScreen } from '~/features/redirects/components/redirects-screen'
import type { Route } from './+types/redirects'

export const meta = () => adminMeta('Redirects')
export const handle: AdminHandle = { title: 'Redirects' }

export async function clientLoader() {
  await requireRight('settings')
  return { redirects: await loadList(listRedirects, 'Failed to load redirects') }
}

export default function RedirectsRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <RedirectsScreen redirects={loaderData.redirects} onChanged={() => void revalidate()} />
}
