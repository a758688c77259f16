import type { CollectionScreens } from '~/components/admin/collection-screens'
import { listFaqs } from '../api'
import type { Faq } from '../schemas'
import { AdminFaqForm } from './admin-faq-form'
import { AdminFaqTable } from './admin-faq-table'

export const screens: CollectionScreens<Faq, { nextOrder: number }> = {
  List: ({ items, onChanged }) => <AdminFaqTable faqs={items} onChanged={onChanged} />,
  Form: ({ record, editorial, extra }) => (
    <AdminFaqForm faq={record} editorial={editorial} nextOrder={extra.nextOrder} />
  ),
  // A new FAQ's order defaults to the highest existing order plus one (docs/product.md
  // §Entities). Without the list the field starts at 0 and the user can still type one.
  loadExtra: async (id) => {
    if (id) return { nextOrder: 0 }
    const all: Faq[] = await listFaqs().catch(() => [])
    return { nextOrder: all.reduce((max, f) => Math.max(max, f.order + 1), 0) }
  },
}
