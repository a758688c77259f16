import { createColumnHelper } from '@tanstack/react-table'
import { CopyIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { toastFailure } from '~/components/admin/failure-toast'
import { formatDate } from '~/components/admin/format'
import { RowActionButton } from '~/components/admin/row-action-button'
import { useTranslationColumns } from '~/components/admin/translation-states'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { Badge } from '~/components/ui/badge'
import { toast } from '~/components/ui/toaster'
import { ApiError } from '~/lib/api-client'
import { createPage, deletePage } from '../api'
import { copyPath } from '../copy-path'
import type { Page, PageData } from '../schemas'

const column = createColumnHelper<Page>()

const searchText = (page: Page) => [page.title, page.path]

/**
 * A copy of `page` as a draft at a free path, saved at once, so its editor opens on a record
 * with its own History. A path the list does not show as taken may still be (a redirect's
 * source): the server's 409 moves on to the next candidate, a few times.
 */
async function duplicate(page: Page, all: Page[]): Promise<Page> {
  const taken = new Set(all.map((p) => p.path))
  const copy: PageData = {
    title: `${page.title} (copy)`.slice(0, 200),
    path: '',
    sections: page.sections,
    status: 'draft',
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    shareImageUrl: page.shareImageUrl,
    noindex: page.noindex,
  }
  for (let attempt = 1; ; attempt++) {
    copy.path = copyPath(page.path, taken)
    try {
      return await createPage(copy)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= 5) throw error
      taken.add(copy.path)
    }
  }
}

/** The composed pages (issue #40): where each is, whether it is live, and a copy in one click. */
export function AdminPageTable({ items, onChanged }: { items: Page[]; onChanged: () => void }) {
  const navigate = useNavigate()
  const [copying, setCopying] = useState<string | null>(null)
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'page',
    remove: (page: Page) => deletePage(page._id),
    deleted: 'Page deleted successfully',
    failed: 'Failed to delete page',
    onDeleted: onChanged,
  })

  const translationColumns = useTranslationColumns<Page>()
  const columns = useMemo(() => {
    const copyOf = async (page: Page) => {
      setCopying(page._id)
      try {
        const created = await duplicate(page, items)
        toast.success(`Copied to ${created.path}: a draft`)
        void navigate(`/admin/pages/edit/${created._id}`)
      } catch (error) {
        toastFailure('Failed to duplicate page', error)
      } finally {
        setCopying(null)
      }
    }
    return [
      column.accessor('title', {
        header: 'Title',
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor('path', {
        header: 'Path',
        // A draft is nowhere yet: its path is plain text, not a link to a 404.
        cell: ({ row }) =>
          row.original.status === 'published' ? (
            <a
              href={row.original.path}
              target="_blank"
              rel="noreferrer"
              className="text-primary inline-flex items-center gap-1 break-all underline-offset-4 hover:underline"
            >
              {row.original.path}
              <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden />
              <span className="sr-only">(opens the page in a new tab)</span>
            </a>
          ) : (
            <span className="break-all">{row.original.path}</span>
          ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: ({ row }) =>
          row.original.status === 'draft' ? (
            <Badge variant="outline">Draft</Badge>
          ) : (
            <Badge variant="secondary">Published</Badge>
          ),
      }),
      column.accessor((page) => new Date(page.updatedAt), {
        id: 'updatedAt',
        header: 'Updated',
        sortingFn: 'datetime',
        cell: ({ row }) => (
          <time dateTime={row.original.updatedAt} className="whitespace-nowrap">
            {formatDate(row.original.updatedAt)}
          </time>
        ),
      }),
      ...translationColumns,
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <RowActionButton
              icon={PencilIcon}
              label={`Edit ${row.original.title}`}
              to={`/admin/pages/edit/${row.original._id}`}
            />
            <RowActionButton
              icon={CopyIcon}
              label={`Duplicate ${row.original.title}`}
              disabled={copying !== null}
              onClick={() => void copyOf(row.original)}
            />
            <RowActionButton
              icon={Trash2Icon}
              label={`Delete ${row.original.title}`}
              tone="danger"
              onClick={() => askToDelete(row.original)}
            />
          </div>
        ),
        meta: { className: 'w-36 text-right' },
      }),
    ]
  }, [askToDelete, translationColumns, items, navigate, copying])

  return (
    <>
      <DataTable
        data={items}
        columns={columns}
        getRowId={(page) => page._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search pages"
        caption="Pages"
        initialSorting={[{ id: 'updatedAt', desc: true }]}
        emptyMessage="No pages found"
        actions={<AddNewButton to="/admin/pages/new" label="Add Page" />}
      />
      {dialog}
    </>
  )
}
