import { useState } from 'react'
import { formatDateTime } from '~/components/admin/format'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import type { TrashedItem } from '~/core/trash'
import { serverMessageOr } from '~/lib/api-client'
import { deleteForever, restoreItem } from '../api'

/** Days an item stays in the trash (app/core/trash.server.ts TRASH_DAYS). */
const TRASH_DAYS = 30

const purgeDate = (deletedAt: string) =>
  formatDateTime(new Date(new Date(deletedAt).getTime() + TRASH_DAYS * 86_400_000).toISOString())

/**
 * The Trash (docs/product.md §Trash): deleted portfolio items, products and FAQs for 30 days,
 * each restored with its picture, or deleted for good after a confirmation. A list of cards, so
 * it reads the same on a phone.
 */
export function TrashScreen({
  items,
  kindOf,
  onChanged,
}: {
  items: TrashedItem[]
  /** What one item of a kind is called: its collection's name for one record. */
  kindOf: (type: string) => string
  onChanged: () => void
}) {
  const [busy, setBusy] = useState<string>()
  const [confirming, setConfirming] = useState<TrashedItem>()

  async function act(item: TrashedItem, action: 'restore' | 'delete') {
    setBusy(item._id)
    try {
      if (action === 'restore') {
        await restoreItem(item)
        toast.success(`${kindOf(item.type)} restored`)
      } else {
        await deleteForever(item)
        toast.success(`${kindOf(item.type)} deleted for good`)
      }
      onChanged()
    } catch (error) {
      toast.error(
        serverMessageOr(
          error,
          action === 'restore' ? 'Failed to restore the item' : 'Failed to delete the item',
        ),
      )
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section className="bg-card mx-auto w-full max-w-4xl rounded-xl border p-5 shadow-sm md:p-8">
      <div className="mb-6 flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Trash</h2>
        <p className="text-muted-foreground text-sm">
          Deleted portfolio items, products and FAQs stay here for {TRASH_DAYS} days, then are
          deleted for good. They are not shown on the site.
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground">The trash is empty.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Deleted items">
          {items.map((item) => (
            <li key={`${item.type}/${item._id}`} className="flex flex-wrap items-center gap-4 p-4">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  className="size-14 shrink-0 rounded border object-cover"
                  loading="lazy"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium break-words">{item.title}</span>
                <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="secondary">{kindOf(item.type)}</Badge>
                  <span>
                    Deleted {formatDateTime(item.deletedAt)}
                    {item.deletedBy && ` by ${item.deletedBy.username}`}; kept until{' '}
                    {purgeDate(item.deletedAt)}
                  </span>
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => void act(item, 'restore')}
                  disabled={busy === item._id}
                  aria-label={`Restore ${item.title}`}
                >
                  Restore
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setConfirming(item)}
                  disabled={busy === item._id}
                  aria-label={`Delete ${item.title} forever`}
                >
                  Delete forever
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={() => setConfirming(undefined)}
        title="Delete forever?"
        description={`This action cannot be undone. “${confirming?.title}” and its history will be deleted for good.`}
        action="Delete forever"
        onConfirm={() => confirming && void act(confirming, 'delete')}
      />
    </section>
  )
}
