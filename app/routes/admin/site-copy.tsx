import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listPages, type PageSummary } from '~/features/site-copy/api'
import { SitePagesList } from '~/features/site-copy/components/site-pages-list'
import type { Route } from './+types/site-copy'

export const meta = () => adminMeta('Site Content')
export const handle: AdminHandle = { title: 'Site Content' }

export async function clientLoader(): Promise<{ pages: PageSummary[] }> {
  await requireRight('content')
  return { pages: await loadList(listPages, 'Failed to load site content') }
}

export default function SiteContentRoute({ loaderData }: Route.ComponentProps) {
  return <SitePagesList pages={loaderData.pages} />
}
