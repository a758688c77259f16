import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listFaqs } from '~/features/faqs/api'
import { AdminFaqTable } from '~/features/faqs/components/admin-faq-table'
import type { Faq } from '~/features/faqs/schemas'
import type { Route } from './+types/faqs'

export const meta = () => adminMeta('FAQs')
export const handle: AdminHandle = { title: 'FAQs' }

export async function clientLoader(): Promise<{ faqs: Faq[] }> {
  await requireRight('content')
  return { faqs: await loadList(listFaqs, 'Failed to load FAQs') }
}

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminFaqTable faqs={loaderData.faqs} onChanged={() => void revalidate()} />
}
