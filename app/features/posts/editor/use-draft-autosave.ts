import { useEffect, useRef, useState } from 'react'
import { saveDraft, type DraftStamp, type RecordDraft } from '~/components/admin/drafts-api'
import type { DraftState } from '~/components/admin/draft-controls'
import type { z } from '~/lib/validation'

/** How long the writer must pause before the draft is saved. */
export const AUTOSAVE_PAUSE_MS = 2000

export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'invalid' | 'failed'

interface AutosaveForm {
  getValues: () => Record<string, unknown>
  reset: (values: Record<string, unknown>, options: { keepValues: true }) => void
}

/**
 * Saves the post's draft a moment after the writer stops typing (issue #39): through the
 * editorial drafts API, with the draft it holds named in `If-Match` like every draft save
 * (ADR 071), so a colleague's newer draft opens the conflict dialog instead of being
 * overwritten. A form that would not pass the schema is not saved (nothing is marked: the
 * writer is still typing). The draft controls' own calls wait for a save under way
 * (`guard`), so two saves never race with one stamp.
 */
export function useDraftAutosave({
  resource,
  drafts,
  form,
  schema,
  dirty,
  changes,
  paused,
}: {
  resource: string | undefined
  drafts: DraftState
  form: AutosaveForm
  schema: z.ZodType
  dirty: boolean
  /** Changes whenever the form's values do. */
  changes: unknown
  /** While the form publishes or uploads, nothing is autosaved. */
  paused: boolean
}) {
  const [status, setStatus] = useState<AutosaveStatus>('idle')
  const inFlight = useRef<Promise<unknown> | null>(null)
  const held = useRef(0)
  // Counts finished saves: typing during one is saved after it.
  const [finished, setFinished] = useState(0)

  useEffect(() => {
    if (!resource || !dirty || paused) return
    setStatus('waiting')
    const timer = setTimeout(() => {
      // One save at a time (a conflict's question may be waiting for an answer).
      if (held.current > 0 || inFlight.current) return
      const values = form.getValues()
      if (!schema.safeParse(values).success) return setStatus('invalid')
      setStatus('saving')
      const run = drafts
        .resolving('save', async (stamp: DraftStamp | null) => {
          const saved: RecordDraft = await saveDraft(resource, values, stamp)
          drafts.onDraft(saved)
          // The form is saved as of `values`; typing since stays unsaved (dirty).
          form.reset(values, { keepValues: true })
          return saved
        })
        .then(
          (saved) => setStatus(saved ? 'saved' : 'idle'),
          () => setStatus('failed'),
        )
        .finally(() => {
          inFlight.current = null
          setFinished((n) => n + 1)
        })
      inFlight.current = run
    }, AUTOSAVE_PAUSE_MS)
    return () => clearTimeout(timer)
    // `changes` stands for the values: each change starts the pause again.
  }, [resource, dirty, paused, changes, finished])

  /** The draft state for the draft controls: their calls wait for an autosave under way. */
  const guarded: DraftState = {
    ...drafts,
    resolving: async <T>(
      action: Parameters<DraftState['resolving']>[0],
      work: (draft: DraftStamp | null) => Promise<T>,
    ): Promise<T | null> => {
      held.current += 1
      try {
        await inFlight.current
        return await drafts.resolving(action, work)
      } finally {
        held.current -= 1
      }
    },
  }

  return { status, guarded }
}

export const AUTOSAVE_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  waiting: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  invalid: 'Not saved: fill in the required fields',
  failed: 'Autosave failed: use Save draft',
}
