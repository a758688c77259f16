import { createColumnHelper } from '@tanstack/react-table'
import { PencilIcon } from 'lucide-react'
import { useMemo } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { formatDay } from '~/components/admin/format'
import { actionsColumn } from '~/components/admin/table-columns'
import { useTranslationColumns } from '~/components/admin/translation-states'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { Badge } from '~/components/ui/badge'
import { deletePost } from '../api'
import type { Post } from '../schemas'

const column = createColumnHelper<Post>()

// Post search looks in the title, the tags and the author's name.
const searchText = (post: Post) => [post.title, ...post.tags, post.author?.name ?? '']

export function AdminPostTable({ items, onChanged }: { items: Post[]; onChanged: () => void }) {
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'post',
    remove: (post: Post) => deletePost(post._id),
    deleted: 'Post deleted successfully',
    failed: 'Failed to delete post',
    onDeleted: onChanged,
  })

  const translationColumns = useTranslationColumns<Post>()
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Title',
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor((post) => post.tags.join(', '), {
        id: 'tags',
        header: 'Tags',
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </span>
        ),
      }),
      column.accessor((post) => post.author?.name ?? '', { id: 'author', header: 'Author' }),
      column.accessor((post) => new Date(post.publishedAt), {
        id: 'publishedAt',
        header: 'Published',
        sortingFn: 'datetime',
        // A draft has no publication date yet: it says so instead.
        cell: ({ row }) =>
          row.original.status === 'draft' ? (
            <Badge variant="outline">Draft</Badge>
          ) : (
            <time dateTime={row.original.publishedAt} className="whitespace-nowrap">
              {formatDay(row.original.publishedAt)}
            </time>
          ),
      }),
      ...translationColumns,
      actionsColumn<Post>({
        open: (post) => ({
          icon: PencilIcon,
          label: `Edit ${post.title}`,
          to: `/admin/posts/edit/${post._id}`,
        }),
        deleteLabel: (post) => `Delete ${post.title}`,
        onDelete: askToDelete,
      }),
    ],
    [askToDelete, translationColumns],
  )

  return (
    <>
      <DataTable
        data={items}
        columns={columns}
        getRowId={(post) => post._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search posts"
        caption="Posts"
        initialSorting={[{ id: 'publishedAt', desc: true }]}
        emptyMessage="No posts found"
        actions={<AddNewButton to="/admin/posts/new" label="Add Post" />}
      />
      {dialog}
    </>
  )
}
