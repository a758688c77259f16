import { useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toast } from '~/components/ui/toaster'
import { listFaqs } from '~/features/faqs/api'
import { AdminFaqTable } from '~/features/faqs/components/admin-faq-table'
import type { Faq } from '~/features/faqs/schemas'
import { isUnauthorized } from '~/lib/api-client'
import type { Route } from './+types/faqs'

export const meta = () => adminMeta('FAQs')
export const handle: AdminHandle = { title: 'FAQs' }

export async function clientLoader(): Promise<{ faqs: Faq[] }> {
  try {
    return { faqs: await listFaqs() }
  } catch (error) {
    if (!isUnauthorized(error)) toast.error('Failed to load FAQs')
    return { faqs: [] }
  }
}

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminFaqTable faqs={loaderData.faqs} onChanged={() => void revalidate()} />
}
