import { useId, useState } from 'react'
import { toastSaveFailure } from '~/components/admin/failure-toast'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { formatInZone, instantToZoned, zonedToInstant } from '~/lib/time-zone'
import {
  cancelScheduled,
  discardDraft,
  documentOf,
  getCurrent,
  publishDraft,
  saveDraft,
  type DraftStamp,
  type EditorialState,
} from './drafts-api'

type Values = Record<string, unknown>

interface DraftControlsProps {
  /** The record's path under /api: `content/home`, `products/{id}`, `contact`… */
  resource: string
  form: {
    trigger: () => Promise<boolean>
    getValues: () => Values
    reset: (values: Values) => void
  }
  disabled: boolean
  draft: DraftStamp | null
  onDraft: (draft: DraftStamp) => void
  scheduledAt: string | null
  onScheduled: (at: string | null) => void
  timeZone: string
  /** After Discard: the published document the form goes back to. */
  onDiscarded: (document: unknown) => void
  /**
   * Given, a "Publish" button beside the draft's others publishes what the form holds and hands
   * the published document here (the site page editor's own submit button is its Publish).
   */
  onPublished?: (document: unknown) => void
}

/**
 * Drafts of a live record (docs/product.md §Drafts), in every editor of one: Save draft keeps the changes without
 * publishing them; the editor says "Unpublished changes" while there is one, which can be
 * discarded or published at a time in the site's zone (SITE_TIMEZONE), and that time cancelled.
 */
export function DraftControls({
  resource,
  form,
  disabled,
  draft,
  onDraft,
  scheduledAt,
  onScheduled,
  timeZone,
  onDiscarded,
  onPublished,
}: DraftControlsProps) {
  const [busy, setBusy] = useState(false)
  const tomorrowNine = () => {
    const tomorrow = new Date(Date.now() + 86_400_000)
    return `${instantToZoned(tomorrow, timeZone).slice(0, 10)}T09:00`
  }
  const [when, setWhen] = useState(() =>
    scheduledAt ? instantToZoned(new Date(scheduledAt), timeZone) : tomorrowNine(),
  )
  const whenId = useId()

  async function run(work: () => Promise<void>, failed: string) {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toastSaveFailure(failed, error)
    } finally {
      setBusy(false)
    }
  }

  /** Saves what the form holds as the draft; false when a field does not fit. */
  async function keepDraft(): Promise<DraftStamp | undefined> {
    if (!(await form.trigger())) {
      toast.error('Fix the highlighted fields to save the draft')
      return undefined
    }
    const values = form.getValues()
    const saved = await saveDraft(resource, values, draft?.etag)
    // Saved: leaving the page no longer asks about unsaved changes.
    form.reset(values)
    onDraft(saved)
    return saved
  }

  const save = () =>
    run(async () => {
      if (await keepDraft()) toast.success('Draft saved: not published yet')
    }, 'Failed to save the draft')

  const discard = () =>
    run(async () => {
      await discardDraft(resource)
      onDiscarded(documentOf(resource, await getCurrent(resource)))
      toast.success('Draft discarded')
    }, 'Failed to discard the draft')

  const schedule = () =>
    run(async () => {
      const at = zonedToInstant(when, timeZone)
      if (!at || at.getTime() <= Date.now()) {
        toast.error('Choose a time in the future')
        return
      }
      if (!(await keepDraft())) return
      const answer = (await publishDraft(resource, at.toISOString())) as { scheduledAt: string }
      onScheduled(answer.scheduledAt)
      toast.success(`Scheduled for ${formatInZone(answer.scheduledAt, timeZone)}`)
    }, 'Failed to schedule the draft')

  const publish = (done: (document: unknown) => void) =>
    run(async () => {
      if (!(await keepDraft())) return
      const published = await publishDraft(resource)
      done(documentOf(resource, published))
      toast.success('Published: visitors see it now')
    }, 'Failed to publish the draft')

  const unschedule = () =>
    run(async () => {
      await cancelScheduled(resource)
      onScheduled(null)
      toast.success('Scheduled publish cancelled')
    }, 'Failed to cancel the scheduled publish')

  return (
    <div className="flex flex-col gap-3 text-sm">
      {(draft || scheduledAt) && (
        <p role="status" className="bg-muted rounded-md px-3 py-2">
          {draft && (
            <>
              <strong>Unpublished changes</strong>: draft saved{' '}
              {formatInZone(draft.updatedAt, timeZone)}. The site shows the published version.
            </>
          )}
          {scheduledAt && (
            <>
              {' '}
              <strong>Scheduled</strong> to publish {formatInZone(scheduledAt, timeZone)}.
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void save()}
          disabled={busy || disabled}
        >
          Save draft
        </Button>
        {draft && onPublished && (
          <Button
            type="button"
            onClick={() => void publish(onPublished)}
            disabled={busy || disabled}
          >
            Publish
          </Button>
        )}
        {draft && (
          <Button
            type="button"
            variant="outline"
            onClick={() => void discard()}
            disabled={busy || disabled}
          >
            Discard draft
          </Button>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={whenId} className="text-muted-foreground text-xs">
            Publish at ({timeZone})
          </label>
          <Input
            id={whenId}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className="w-auto"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void schedule()}
          disabled={busy || disabled}
        >
          Schedule
        </Button>
        {scheduledAt && (
          <Button
            type="button"
            variant="outline"
            onClick={() => void unschedule()}
            disabled={busy || disabled}
          >
            Cancel schedule
          </Button>
        )}
      </div>
    </div>
  )
}

/** The draft and schedule state an editor keeps beside its form, from what its route loaded. */
export function useDraftState(
  loaded: EditorialState = { draft: null, schedule: { scheduledAt: null, timeZone: 'UTC' } },
) {
  const [draft, setDraft] = useState<DraftStamp | null>(loaded.draft)
  const [scheduledAt, setScheduledAt] = useState(loaded.schedule.scheduledAt)
  return {
    draft,
    onDraft: setDraft,
    scheduledAt,
    onScheduled: setScheduledAt,
    timeZone: loaded.schedule.timeZone,
    /** After a publish or a discard: no draft, nothing scheduled. */
    clear: () => {
      setDraft(null)
      setScheduledAt(null)
    },
  }
}
