import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { getPortfolioItem } from '~/features/portfolio/api'
import { AdminPortfolioForm } from '~/features/portfolio/components/admin-portfolio-form'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import { imageUploader } from '~/features/uploads/api'
import { loadDraftState, type EditorialState } from '~/components/admin/drafts-api'
import type { Route } from './+types/portfolio-form'

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id ? 'Edit Portfolio Item' : 'Add Portfolio Item')
export const handle: AdminHandle = { title: 'Portfolio' }

const load = (id: string): Promise<[PortfolioItem, EditorialState] | null> =>
  loadRecord(
    () => Promise.all([getPortfolioItem(id), loadDraftState(`portfolio/${id}`)]),
    'Failed to load portfolio item',
  )

/**
 * Edit when the route has an id (docs/product.md §Admin forms); the form waits for the record
 * without blocking.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('content')
  return { item: params.id ? load(params.id) : Promise.resolve(undefined) }
}

export default function PortfolioFormRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <AwaitRecord
      key={params.id ?? 'new'}
      promise={loaderData.item}
      loadingLabel="Loading portfolio item..."
      listPath="/admin/portfolio"
    >
      {(loaded) => (
        <AdminPortfolioForm item={loaded?.[0]} editorial={loaded?.[1]} uploader={imageUploader} />
      )}
    </AwaitRecord>
  )
}
