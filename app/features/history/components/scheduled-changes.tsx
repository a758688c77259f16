import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { serverMessageOr } from '~/lib/api-client'
import { formatInZone } from '~/lib/time-zone'
import { cancelScheduled, editorPathOf, type ScheduledChange } from '../api'

/**
 * The dashboard's list of scheduled changes (docs/product.md §Scheduled publishing): what goes
 * live when, in the site's zone, each with its editor and a Cancel.
 */
export function ScheduledChanges({
  timeZone,
  items: initial,
}: {
  timeZone: string
  items: ScheduledChange[]
}) {
  const [items, setItems] = useState(initial)
  async function cancel(item: ScheduledChange) {
    try {
      await cancelScheduled(item.resource)
      setItems((list) => list.filter((i) => i.resource !== item.resource))
      toast.success('Scheduled publish cancelled')
    } catch (error) {
      toast.error(serverMessageOr(error, 'Failed to cancel the scheduled publish'))
    }
  }
  return (
    <section aria-labelledby="scheduled-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="scheduled-heading" className="text-lg font-semibold">
        Scheduled changes
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nothing is scheduled. An editor's "Publish at…" puts a draft here.
        </p>
      ) : (
        <ul className="bg-card divide-y rounded-lg border">
          {items.map((item) => (
            <li key={item.resource} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  to={editorPathOf(item.resource)}
                  className="text-primary font-medium break-words underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>
                <span className="text-muted-foreground text-sm">
                  Publishes {formatInZone(item.scheduledAt, timeZone)}
                </span>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void cancel(item)}
                aria-label={`Cancel the scheduled publish of ${item.title}`}
              >
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
