import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { DataTable } from '~/components/admin/data-table'
import { formatDateTime } from '~/components/admin/format'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import type { ActivityAction, ActivityEntry } from '~/core/activity'
import type { ActivityKind } from '../activity-kinds'

const column = createColumnHelper<ActivityEntry>()

/** How each action reads in the list; every action has one. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  move: 'Moved',
  read: 'Read',
  unread: 'Marked unread',
  erase: 'Erased',
  upload: 'Uploaded',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'password-change': 'Password changed',
  'password-reset': 'Password reset',
  'two-factor-on': 'Two-factor on',
  'two-factor-off': 'Two-factor off',
  'two-factor-reset': 'Two-factor reset',
  'passkey-add': 'Passkey added',
  'passkey-remove': 'Passkey removed',
}
const actionLabel = (action: string) => ACTION_LABELS[action as ActivityAction] ?? action

/**
 * Who did it: a staff member; 'Unknown' for a failed sign-in with an e-mail nobody uses;
 * 'System' for the server itself (the command line, ADMIN_EMAIL at first start).
 */
const actorName = (entry: ActivityEntry) =>
  entry.actor?.username ?? (entry.action === 'sign-in-failed' ? 'Unknown' : 'System')

/** Where an entry's revision is shown (its record's History, that revision compared). */
function revisionPath(entry: ActivityEntry, kinds: readonly ActivityKind[]): string | undefined {
  if (!entry.revisionId) return undefined
  const kind = kinds.find((k) => k.entity === entry.entity)
  const resource = kind?.resourceOf?.(entry.entityId ?? '')
  return resource && `/admin/history/${resource}?revision=${encodeURIComponent(entry.revisionId)}`
}

const searchText = (entry: ActivityEntry) => [
  entry.summary,
  actorName(entry),
  actionLabel(entry.action),
  entry.entity,
]

interface AdminActivityTableProps {
  entries: ActivityEntry[]
  /** The kinds of record, which say where a revision is shown (activityKinds). */
  kinds: readonly ActivityKind[]
  /** Whether filters narrow the list (the empty row then says so). */
  filtered?: boolean
  /** Loads the next, older page; absent when there is none. */
  onLoadOlder?: () => void
  loadingOlder: boolean
}

/** The activity log (docs/product.md §Activity): who changed what, and when, newest first. */
export function AdminActivityTable({
  entries,
  kinds,
  filtered = false,
  onLoadOlder,
  loadingOlder,
}: AdminActivityTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: 'When',
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap tabular-nums">
            {formatDateTime(info.getValue())}
          </time>
        ),
        meta: { className: 'w-44' },
      }),
      column.accessor(actorName, {
        id: 'actor',
        header: 'Who',
        cell: (info) => <bdi className="font-medium">{info.getValue()}</bdi>,
        meta: { className: 'w-40' },
      }),
      column.accessor((entry) => actionLabel(entry.action), {
        id: 'action',
        header: 'What',
        cell: (info) => (
          <Badge
            variant={info.row.original.action === 'sign-in-failed' ? 'destructive' : 'secondary'}
          >
            {info.getValue()}
          </Badge>
        ),
        meta: { className: 'w-40' },
      }),
      column.accessor('summary', {
        header: 'Details',
        // Wrapped anywhere: an upload's path or a long name has no spaces to break at, and would
        // otherwise widen the table past the screen.
        cell: (info) => {
          const revision = revisionPath(info.row.original, kinds)
          return (
            <span className="flex flex-col gap-0.5">
              <bdi className="block [overflow-wrap:anywhere] whitespace-normal">
                {info.getValue()}
              </bdi>
              {revision && (
                <Link to={revision} className="text-primary text-sm underline underline-offset-4">
                  View this revision
                </Link>
              )}
            </span>
          )
        },
        meta: { className: 'min-w-48' },
      }),
    ],
    [kinds],
  )

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        data={entries}
        columns={columns}
        getRowId={(entry) => entry._id}
        searchText={searchText}
        searchLabel="Search activity"
        caption="Activity"
        initialSorting={[{ id: 'at', desc: true }]}
        emptyMessage={filtered ? 'No activity matches these filters' : 'No activity recorded yet'}
      />
      {onLoadOlder && (
        <Button
          variant="outline"
          className="self-center"
          onClick={onLoadOlder}
          disabled={loadingOlder}
        >
          {loadingOlder ? 'Loading...' : 'Load older entries'}
        </Button>
      )}
    </div>
  )
}
