import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { getFaq, listFaqs } from '~/features/faqs/api'
import { AdminFaqForm } from '~/features/faqs/components/admin-faq-form'
import type { Faq } from '~/features/faqs/schemas'
import { loadDraftState } from '~/components/admin/drafts-api'
import type { Route } from './+types/faq-form'

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? 'Edit FAQ' : 'Add FAQ')
export const handle: AdminHandle = { title: 'FAQs' }

async function load(id: string | undefined) {
  if (id) {
    const found = await loadRecord(
      () => Promise.all([getFaq(id), loadDraftState(`faqs/${id}`)]),
      'Failed to load FAQ',
    )
    return found && { faq: found[0], editorial: found[1], nextOrder: 0 }
  }
  // A new FAQ's order defaults to the highest existing order plus one (docs/product.md
  // §Entities). Without the list the field starts empty-handed at 0 and the user can still type
  // one.
  const faqs: Faq[] = await listFaqs().catch(() => [])
  return {
    faq: undefined,
    editorial: undefined,
    nextOrder: faqs.reduce((max, f) => Math.max(max, f.order + 1), 0),
  }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('content')
  return { data: load(params.id) }
}

export default function FaqFormRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <AwaitRecord
      key={params.id ?? 'new'}
      promise={loaderData.data}
      loadingLabel="Loading FAQ..."
      listPath="/admin/faqs"
    >
      {({ faq, editorial, nextOrder }) => (
        <AdminFaqForm faq={faq} editorial={editorial} nextOrder={nextOrder} />
      )}
    </AwaitRecord>
  )
}
