import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listPortfolioItems } from '~/features/portfolio/api'
import { AdminPortfolioTable } from '~/features/portfolio/components/admin-portfolio-table'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import type { Route } from './+types/portfolio'

export const meta = () => adminMeta('Portfolio')
export const handle: AdminHandle = { title: 'Portfolio' }

export async function clientLoader(): Promise<{ items: PortfolioItem[] }> {
  await requireRight('content')
  return { items: await loadList(listPortfolioItems, 'Failed to load portfolio items') }
}

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminPortfolioTable items={loaderData.items} onChanged={() => void revalidate()} />
}
