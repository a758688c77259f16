import { useId, useRef, useState } from 'react'
import { toastFailure, toastSaveFailure } from '~/components/admin/failure-toast'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { formatInZone, instantToZoned, zonedToInstant } from '~/lib/time-zone'
import {
  DraftConflictDialog,
  type ConflictChoice,
  type ConflictQuestion,
  type DraftAction,
} from './draft-conflict-dialog'
import {
  cancelScheduled,
  conflictOf,
  discardDraft,
  documentOf,
  getCurrent,
  loadDraftState,
  publishDraft,
  saveDraft,
  type DraftStamp,
  type EditorialState,
  type ScheduleFailure,
} from './drafts-api'

type Values = Record<string, unknown>

interface DraftControlsProps extends DraftState {
  /** The record's path under /api: `content/home`, `{collection}/{id}`, `contact`. */
  resource: string
  form: {
    trigger: () => Promise<boolean>
    getValues: () => Values
    reset: (values: Values) => void
  }
  disabled: boolean
  /** After Discard, or a conflict's Reload: the document the form goes to (published or theirs). */
  onDiscarded: (document: unknown) => void
  /**
   * Given, a "Publish" button beside the draft's others publishes what the form holds and hands
   * the published document here (the site page editor's own submit button is its Publish).
   */
  onPublished?: (document: unknown) => void
}

/**
 * Drafts of a live record (docs/product.md §Drafts), in every editor of one: Save draft keeps
 * the changes without publishing them; the editor says "Unpublished changes" while there is
 * one, which can be discarded or published at a time in the site's zone (SITE_TIMEZONE), and
 * that time cancelled; a scheduled publish that failed says why (ADR 072). Every call names the
 * draft the editor holds: a colleague's save since opens the conflict dialog (ADR 071).
 */
export function DraftControls({
  resource,
  form,
  disabled,
  draft,
  onDraft,
  scheduledAt,
  onScheduled,
  failed,
  onFailed,
  timeZone,
  question,
  resolving,
  reload,
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

  async function run(work: () => Promise<void>, failure: string) {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toastSaveFailure(failure, error)
    } finally {
      setBusy(false)
    }
  }

  /** What the form holds, when every field fits; else undefined, the fields marked. */
  async function checkedValues(what: string): Promise<Values | undefined> {
    if (await form.trigger()) return form.getValues()
    toast.error(`Fix the highlighted fields to ${what}`)
    return undefined
  }

  /** Saves `values` as the draft over `stamp`: the form is saved, leaving asks nothing. */
  async function keep(values: Values, stamp: DraftStamp | null) {
    const saved = await saveDraft(resource, values, stamp)
    form.reset(values)
    onDraft(saved)
    return saved
  }

  const save = () =>
    run(async () => {
      const values = await checkedValues('save the draft')
      if (!values) return
      if (await resolving('save', (stamp) => keep(values, stamp))) {
        toast.success('Draft saved: not published yet')
      }
    }, 'Failed to save the draft')

  const discard = () =>
    run(async () => {
      const done = await resolving('discard', async (stamp) => {
        await discardDraft(resource, stamp)
        return true
      })
      if (!done) return
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
      const values = await checkedValues('save the draft')
      if (!values) return
      const answer = await resolving(
        'schedule',
        async (stamp) =>
          (await publishDraft(resource, await keep(values, stamp), at.toISOString())) as {
            scheduledAt: string
          },
      )
      if (!answer) return
      onScheduled(answer.scheduledAt)
      onFailed(null)
      toast.success(`Scheduled for ${formatInZone(answer.scheduledAt, timeZone)}`)
    }, 'Failed to schedule the draft')

  const publish = (done: (document: unknown) => void) =>
    run(async () => {
      const values = await checkedValues('save the draft')
      if (!values) return
      const published = await resolving('publish', async (stamp) =>
        publishDraft(resource, await keep(values, stamp)),
      )
      if (published === null) return
      done(documentOf(resource, published))
      toast.success('Published: visitors see it now')
    }, 'Failed to publish the draft')

  const unschedule = () =>
    run(async () => {
      await cancelScheduled(resource)
      onScheduled(null)
      toast.success('Scheduled publish cancelled')
    }, 'Failed to cancel the scheduled publish')

  const dismiss = () =>
    run(async () => {
      await cancelScheduled(resource)
      onFailed(null)
      toast.success('Failed schedule dismissed')
    }, 'Failed to dismiss the failed schedule')

  /** A conflict's Reload: the record's draft as it is now (or, none, the published version). */
  async function reloadTheirs() {
    try {
      const state = await loadDraftState(resource)
      onDiscarded(state.draft?.document ?? documentOf(resource, await getCurrent(resource)))
      reload(state)
      toast.success(state.draft ? 'Their draft is loaded' : 'The published version is loaded')
    } catch (error) {
      toastFailure('Failed to reload', error)
      throw error
    }
  }

  return (
    <div className="flex flex-col gap-3 text-sm">
      {failed && (
        <div className="border-destructive/60 bg-destructive/10 flex flex-wrap items-start gap-3 rounded-md border px-3 py-2">
          <p className="min-w-0 flex-1">
            <strong>Scheduled publish failed</strong>: due{' '}
            {formatInZone(failed.scheduledAt, timeZone)}, it did not go live: {failed.reason}. The
            draft is kept: fix it, then publish it or schedule it again.
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void dismiss()}
            disabled={busy}
          >
            Dismiss
          </Button>
        </div>
      )}
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
      <DraftConflictDialog question={question} timeZone={timeZone} onReload={reloadTheirs} />
    </div>
  )
}

export type DraftState = ReturnType<typeof useDraftState>

/**
 * The draft and schedule state an editor keeps beside its form, from what its route loaded, and
 * `resolving`: how every call that names the draft (the editor's own Publish too) meets a
 * colleague's newer save (ADR 071).
 */
export function useDraftState(
  loaded: EditorialState = { draft: null, schedule: { scheduledAt: null, timeZone: 'UTC' } },
) {
  const [draft, setDraftState] = useState<DraftStamp | null>(loaded.draft)
  // The draft as last saved, for a call made before React renders again.
  const latest = useRef(draft)
  const onDraft = (stamp: DraftStamp | null) => {
    latest.current = stamp
    setDraftState(stamp)
  }
  const [scheduledAt, setScheduledAt] = useState(loaded.schedule.scheduledAt)
  const [failed, setFailed] = useState<ScheduleFailure | null>(loaded.schedule.failed ?? null)
  const [question, setQuestion] = useState<ConflictQuestion | null>(null)

  /**
   * Runs `work` with the draft the editor holds. A 409 naming a colleague's newer draft (or the
   * draft gone) asks what to do: Overwrite runs `work` again over theirs; Reload (which the
   * dialog has done) and Cancel resolve null: nothing of this editor's was saved.
   */
  async function resolving<T>(
    action: DraftAction,
    work: (draft: DraftStamp | null) => Promise<T>,
  ): Promise<T | null> {
    let stamp = latest.current
    for (;;) {
      try {
        return await work(stamp)
      } catch (error) {
        const conflict = conflictOf(error)
        if (!conflict) throw error
        const choice = await new Promise<ConflictChoice>((answer) =>
          setQuestion({ conflict, action, answer }),
        )
        setQuestion(null)
        if (choice !== 'overwrite') return null
        stamp = conflict.draft
      }
    }
  }

  return {
    draft,
    onDraft,
    scheduledAt,
    onScheduled: setScheduledAt,
    failed,
    onFailed: setFailed,
    timeZone: loaded.schedule.timeZone,
    question,
    resolving,
    /** After a conflict's Reload: the draft and schedule as they are now. */
    reload: (state: EditorialState) => {
      onDraft(state.draft)
      setScheduledAt(state.schedule.scheduledAt)
      setFailed(state.schedule.failed ?? null)
    },
    /** After a publish or a discard: no draft, nothing scheduled, nothing failed. */
    clear: () => {
      onDraft(null)
      setScheduledAt(null)
      setFailed(null)
    },
  }
}
