import { useState } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { formatInZone } from '~/lib/time-zone'
import type { DraftConflict } from './drafts-api'

/** What the editor tried when the draft turned out to be a colleague's newer one. */
export type DraftAction = 'save' | 'publish' | 'schedule' | 'discard'

/** The user's answer: load theirs (mine is lost), save mine over theirs, or neither. */
export type ConflictChoice = 'reload' | 'overwrite' | 'cancel'

/** An open question: the conflict, what was refused, and where the answer goes. */
export interface ConflictQuestion {
  conflict: DraftConflict
  action: DraftAction
  answer: (choice: ConflictChoice) => void
}

const NOTHING_DONE: Record<DraftAction, string> = {
  save: 'Your changes are not saved yet.',
  publish: 'Nothing was published.',
  schedule: 'Nothing was scheduled.',
  discard: 'Nothing was discarded.',
}

const OVERWRITE: Record<DraftAction, [theirs: string, none: string]> = {
  save: ['saves your changes over their draft', 'saves your changes as a new draft'],
  publish: ['publishes your changes; their draft is replaced', 'publishes your changes'],
  schedule: ['schedules your changes; their draft is replaced', 'schedules your changes'],
  discard: ['discards their draft too', 'discards what is left'],
}

/**
 * A colleague saved the draft (or published or discarded it) after this editor opened it
 * (docs/product.md §Drafts, ADR 071): who and when, in the site's zone, and the choice between
 * their version and this one. Never a silent overwrite either way.
 */
export function DraftConflictDialog({
  question,
  timeZone,
  onReload,
}: {
  question: ConflictQuestion | null
  timeZone: string
  /** Loads the record's draft, or its published version, into the editor (says so if it cannot). */
  onReload: () => Promise<void>
}) {
  const [reloading, setReloading] = useState(false)
  if (!question) return null
  const { conflict, action, answer } = question
  const theirs = conflict.draft
  const when = (iso: string) => formatInZone(iso, timeZone)
  const who = theirs?.author?.username ?? 'Someone'
  const last = conflict.published
  const title = theirs ? `${who} saved a draft meanwhile` : 'The draft was published or discarded'
  const said = theirs
    ? `${who} saved a draft of this on ${when(theirs.updatedAt)}, after you opened it.`
    : `The draft you opened was published or discarded after you opened it${
        last
          ? ` (last published by ${last.author?.username ?? 'the system'} on ${when(last.createdAt)})`
          : ''
      }.`
  const [overTheirs, overNone] = OVERWRITE[action]

  async function reload() {
    setReloading(true)
    try {
      await onReload()
      answer('reload')
    } catch {
      // The editor said why; the question stays open.
    } finally {
      setReloading(false)
    }
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && answer('cancel')}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          {said} {NOTHING_DONE[action]}
        </AlertDialogDescription>
        <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
          <li>
            <strong className="text-foreground">Reload</strong> loads{' '}
            {theirs ? 'their draft' : 'the published version'}: your changes here are lost.
          </li>
          <li>
            <strong className="text-foreground">Overwrite</strong> {theirs ? overTheirs : overNone}.
          </li>
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={reloading}>Cancel</AlertDialogCancel>
          <Button variant="outline" onClick={() => void reload()} disabled={reloading}>
            {reloading ? 'Reloading...' : 'Reload'}
          </Button>
          <AlertDialogAction onClick={() => answer('overwrite')} disabled={reloading}>
            Overwrite
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
