import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { toast } from '~/components/ui/toaster'
import { isSitePage, sitePages } from '~/copy/documents'
import {
  loadDraftState,
  type RecordDraft,
  type RecordSchedule,
} from '~/components/admin/drafts-api'
import { getPage, type PageDocument } from '~/features/site-copy/api'
import { PageEditor } from '~/features/site-copy/components/page-editor'
import { imageUploader } from '~/features/uploads/api'
import type { Route } from './+types/site-copy-page'

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(isSitePage(params.page) ? `${sitePages[params.page].title} Page` : 'Site Content')
export const handle: AdminHandle = { title: 'Site Content' }

/** The page's document, or null (back to the list) when it is unknown or cannot be loaded. */
async function load(
  page: string,
): Promise<{ document: PageDocument; draft: RecordDraft | null; schedule: RecordSchedule } | null> {
  if (!isSitePage(page)) {
    toast.error('There is no such page to edit')
    return null
  }
  return loadRecord(async () => {
    const [document, editorial] = await Promise.all([
      getPage(page),
      loadDraftState(`content/${page}`),
    ])
    return { document, ...editorial }
  }, 'Failed to load the page content')
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('content')
  return { document: load(params.page) }
}

export default function SiteContentPageRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <AwaitRecord
      key={params.page}
      promise={loaderData.document}
      loadingLabel="Loading page content..."
      listPath="/admin/site-content"
    >
      {(loaded) => <PageEditor {...loaded} uploader={imageUploader} />}
    </AwaitRecord>
  )
}
