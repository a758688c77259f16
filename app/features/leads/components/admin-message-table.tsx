import { createColumnHelper } from '@tanstack/react-table'
import { EyeIcon, MailIcon, MailOpenIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { DataTable } from '~/components/admin/data-table'
import { formatDate } from '~/components/admin/format'
import { actionsColumn } from '~/components/admin/table-columns'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { isUnauthorized, logError } from '~/lib/api-client'
import { deleteMessage, markMessageRead, markMessageUnread } from '../api'
import { STATUS_LABELS } from '../statuses'
import { Badge } from '~/components/ui/badge'
import { Link } from 'react-router'
import { toast } from '~/components/ui/toaster'
import type { Message } from '../schemas'
import { AdminMessageDialog } from './admin-message-dialog'
import { ExportMessagesButton } from './export-messages-button'

const column = createColumnHelper<Message>()

// Message search looks in name, email, subject and the message itself (docs/product.md
// §List screens).
const searchText = (m: Message) => [m.name, m.email, m.subject, m.message, m.phone]

export function AdminMessageTable({
  messages,
  onChanged,
}: {
  messages: Message[]
  onChanged: () => void
}) {
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'message',
    remove: (message: Message) => deleteMessage(message._id),
    deleted: 'Message deleted successfully',
    failed: 'Failed to delete message',
    onDeleted: onChanged,
  })
  // The id, not a copy: the dialog shows the list's record, so it updates with the row.
  const [viewingId, setViewingId] = useState<string | null>(null)
  const viewing = messages.find((m) => m._id === viewingId) ?? null

  const view = async (message: Message) => {
    setViewingId(message._id)
    if (message.read) return
    // Opening marks it read; row and dialog change on success, a failure is only logged
    // (docs/product.md §Message view).
    try {
      await markMessageRead(message._id)
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) logError('Failed to mark message as read', error)
    }
  }

  const markUnread = async (message: Message) => {
    try {
      await markMessageUnread(message._id)
      toast.success('Message marked as unread')
      setViewingId(null)
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) logError('Failed to mark message as unread', error)
    }
  }

  const columns = useMemo(
    () => [
      column.accessor('read', {
        header: 'Status',
        cell: (info) =>
          info.getValue() ? (
            <MailOpenIcon className="text-muted-foreground size-5" role="img" aria-label="Read" />
          ) : (
            <MailIcon className="text-primary size-5" role="img" aria-label="Unread" />
          ),
        meta: { className: 'w-20' },
      }),
      column.accessor('name', {
        header: 'Name',
        // <bdi>: a sender's text is isolated, so any direction marks it holds (messages stored
        // before they were stripped) cannot reorder the cells around it.
        cell: ({ row }) => (
          <bdi className={row.original.read ? undefined : 'font-semibold'}>{row.original.name}</bdi>
        ),
      }),
      column.accessor('email', { header: 'Email' }),
      column.accessor('status', {
        header: 'Lead',
        cell: ({ row }) => (
          <Link
            to={`/admin/messages/${row.original._id}`}
            className="rounded-full focus-visible:ring-2 focus-visible:outline-none"
            aria-label={`Open lead from ${row.original.name}: ${STATUS_LABELS[row.original.status]}`}
          >
            <Badge variant={row.original.status === 'new' ? 'default' : 'outline'}>
              {STATUS_LABELS[row.original.status]}
            </Badge>
          </Link>
        ),
      }),
      column.accessor((m) => m.assignee?.username ?? '', {
        id: 'owner',
        header: 'Owner',
        cell: (info) => info.getValue() || <span className="text-muted-foreground">—</span>,
      }),
      column.accessor('subject', {
        header: 'Subject',
        cell: ({ row }) => (
          <bdi className={row.original.read ? 'line-clamp-1' : 'line-clamp-1 font-semibold'}>
            {row.original.subject}
          </bdi>
        ),
        meta: { className: 'min-w-48' },
      }),
      column.accessor((m) => new Date(m.createdAt), {
        id: 'createdAt',
        header: 'Date',
        sortingFn: 'datetime',
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className="whitespace-nowrap">
            {formatDate(row.original.createdAt)}
          </time>
        ),
      }),
      actionsColumn<Message>({
        open: (m) => ({
          icon: EyeIcon,
          label: `View message from ${m.name}: ${m.subject}`,
          onClick: () => void view(m),
        }),
        deleteLabel: (m) => `Delete message from ${m.name}: ${m.subject}`,
        onDelete: askToDelete,
      }),
    ],
    // The handlers only call onChanged, which the route keeps stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [askToDelete],
  )

  return (
    <>
      <DataTable
        data={messages}
        columns={columns}
        getRowId={(m) => m._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search messages"
        caption="Messages"
        initialSorting={[{ id: 'createdAt', desc: true }]}
        emptyMessage="No messages found"
        rowClassName={(m) => (m.read ? undefined : 'bg-primary/10 hover:bg-primary/15')}
        actions={<ExportMessagesButton />}
      />
      <AdminMessageDialog
        message={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onMarkUnread={(message) => void markUnread(message)}
      />
      {dialog}
    </>
  )
}
