import { useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toast } from '~/components/ui/toaster'
import { listPortfolioItems } from '~/features/portfolio/api'
import { AdminPortfolioTable } from '~/features/portfolio/components/admin-portfolio-table'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import { isUnauthorized } from '~/lib/api-client'
import type { Route } from './+types/portfolio'

export const meta = () => adminMeta('Portfolio')
export const handle: AdminHandle = { title: 'Portfolio' }

export async function clientLoader(): Promise<{ items: PortfolioItem[] }> {
  try {
    return { items: await listPortfolioItems() }
  } catch (error) {
    if (!isUnauthorized(error)) toast.error('Failed to load portfolio items')
    return { items: [] }
  }
}

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminPortfolioTable items={loaderData.items} onChanged={() => void revalidate()} />
}
