import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import type { TrashedItem } from '~/core/trash'
import { listTrash } from '~/features/trash/api'
import { TrashScreen } from '~/features/trash/components/trash-screen'
import { findCollection } from '~/collections'
import { sentenceCase } from '~/lib/text'
import type { Route } from './+types/trash'

/** What one trashed item is called: its collection's name for one record. */
const kindOf = (type: string) => sentenceCase(findCollection(type)?.labels.singular ?? type)

export const meta = () => adminMeta('Trash')
export const handle: AdminHandle = { title: 'Trash' }

export async function clientLoader(): Promise<{ items: TrashedItem[] }> {
  await requireRight('content')
  return { items: await loadList(listTrash, 'Failed to load the trash') }
}

export default function TrashRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return (
    <TrashScreen items={loaderData.items} kindOf={kindOf} onChanged={() => void revalidate()} />
  )
}
