import { TriangleAlertIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { serverMessageOr } from '~/lib/api-client'
import { formatInZone } from '~/lib/time-zone'
import { cancelScheduled, editorPathOf, type FailedSchedule, type ScheduledChange } from '../api'

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
            <ScheduleRow
              key={item.resource}
              item={item}
              action="Cancel"
              actionLabel={`Cancel the scheduled publish of ${item.title}`}
              onAction={() => void cancel(item)}
            >
              <span className="text-muted-foreground text-sm">
                Publishes {formatInZone(item.scheduledAt, timeZone)}
              </span>
            </ScheduleRow>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The dashboard's panel of scheduled publishes that could not go live (docs/product.md
 * §Scheduled publishing, ADR 072): each with its editor, when it was due, who scheduled it,
 * why, and Dismiss. Nothing shows while none failed.
 */
export function FailedSchedules({
  timeZone,
  failed: initial,
}: {
  timeZone: string
  failed: FailedSchedule[]
}) {
  const [failed, setFailed] = useState(initial)
  if (failed.length === 0) return null
  async function dismiss(item: FailedSchedule) {
    try {
      await cancelScheduled(item.resource)
      setFailed((list) => list.filter((i) => i.resource !== item.resource))
      toast.success('Failed schedule dismissed')
    } catch (error) {
      toast.error(serverMessageOr(error, 'Failed to dismiss the failed schedule'))
    }
  }
  return (
    <section
      aria-labelledby="failed-schedules-heading"
      className="border-destructive/60 bg-destructive/5 mb-8 flex flex-col gap-3 rounded-xl border p-5"
    >
      <h2 id="failed-schedules-heading" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlertIcon className="text-destructive size-5" aria-hidden />
        Scheduled changes that did not go live
      </h2>
      <p className="text-muted-foreground text-sm">
        Their drafts are kept: open one, fix it, then publish it or schedule it again.
      </p>
      <ul className="bg-card divide-y rounded-lg border">
        {failed.map((item) => (
          <ScheduleRow
            key={item.resource}
            item={item}
            action="Dismiss"
            actionLabel={`Dismiss the failed publish of ${item.title}`}
            onAction={() => void dismiss(item)}
          >
            <span className="text-muted-foreground text-sm">
              Was due {formatInZone(item.scheduledAt, timeZone)}
              {item.scheduledBy && `, scheduled by ${item.scheduledBy.username}`}
            </span>
            <span className="text-sm break-words">{item.reason}</span>
          </ScheduleRow>
        ))}
      </ul>
    </section>
  )
}

/** One scheduled publish in a list: its editor's link, what to say of it, and one action. */
function ScheduleRow({
  item,
  action,
  actionLabel,
  onAction,
  children,
}: {
  item: { resource: string; title: string }
  action: string
  actionLabel: string
  onAction: () => void
  children: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={editorPathOf(item.resource)}
          className="text-primary font-medium break-words underline-offset-4 hover:underline"
        >
          {item.title}
        </Link>
        {children}
      </div>
      <Button size="sm" variant="outline" onClick={onAction} aria-label={actionLabel}>
        {action}
      </Button>
    </li>
  )
}
