import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { isSitePage, sitePages } from '~/copy/documents'
import {
  documentOf,
  editorPathOf,
  getCurrent,
  getRevision,
  getSchedule,
  listRevisions,
} from '~/features/history/api'
import { HistoryScreen } from '~/features/history/components/history-screen'
import { findCollection } from '~/collections'
import type { Route } from './+types/history'

export const meta = () => adminMeta('History')
export const handle: AdminHandle = { title: 'History' }

/** What the heading calls the record: 'the Home page', 'the product "Business Website"'. */
function titleOf(resource: string, current: unknown): string {
  const [kind, key = ''] = resource.split('/', 2) as [string, string?]
  if (kind === 'content') return isSitePage(key) ? `the ${sitePages[key].title} page` : key
  if (kind === 'contact') return 'the contact details'
  const collection = findCollection(kind)
  if (!collection) return kind
  const thing = collection.labels.singular
  const name = current ? collection.activity.nameOf(current) : undefined
  return name ? `the ${thing} “${name}”` : `the ${thing}`
}

async function load(resource: string, revision: string | null) {
  const [revisions, shaped, selected, schedule] = await Promise.all([
    listRevisions(resource),
    getCurrent(resource),
    revision ? getRevision(resource, revision) : Promise.resolve(undefined),
    getSchedule(resource),
  ])
  return {
    resource,
    title: titleOf(resource, shaped),
    revisions,
    selected,
    current: documentOf(resource, shaped),
    draft: schedule.draft ?? null,
    timeZone: schedule.timeZone,
  }
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireRight('content')
  const resource = params['*'] ?? ''
  const revision = new URL(request.url).searchParams.get('revision')
  return {
    resource,
    data: loadRecord(() => load(resource, revision), 'Failed to load the history'),
  }
}

export default function HistoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AwaitRecord
      promise={loaderData.data}
      loadingLabel="Loading history..."
      listPath={editorPathOf(loaderData.resource)}
    >
      {(history) => <HistoryScreen {...history} />}
    </AwaitRecord>
  )
}
