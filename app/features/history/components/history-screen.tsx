import { useEffect, useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { FormCard } from '~/components/admin/form-card'
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
import { toast } from '~/components/ui/toaster'
import type { DraftInfo, Revision, RevisionSummary } from '~/core/revisions'
import { serverMessageOr } from '~/lib/api-client'
import { cn } from '~/lib/cn'
import { formatInZone } from '~/lib/time-zone'
import { editorPathOf, historyPathOf, refusalOf, restoreRevision } from '../api'
import { diffFields, wordDiff, type FieldChange, type WordPart } from '../field-diff'

// Seconds too: two saves a minute apart must not read as the same time.
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' })
const when = (iso: string) => timeFormat.format(new Date(iso))

export interface HistoryScreenProps {
  resource: string
  /** What the record is called: 'the Home page', 'the product "Business Website"'. */
  title: string
  revisions: RevisionSummary[]
  /** The revision being compared with the current version, if one is chosen. */
  selected: Revision | undefined
  /** The published document now. */
  current: unknown
  /** The record's unpublished draft, which a restore keeps (ADR 071). */
  draft: DraftInfo | null
  /** The zone the draft's time is shown in (SITE_TIMEZONE). */
  timeZone: string
}

/**
 * Who made a revision. The first one without an author is the launch copy: what the demo seed
 * stored, or the record as it was when revisions began (migration 016).
 */
function madeBy(revision: RevisionSummary, oldest: boolean): string {
  if (revision.author) return `by ${revision.author.username}`
  return oldest ? 'the launch copy' : 'by the system'
}

/**
 * The History panel of an editor (docs/product.md §History): the record's revisions, newest
 * first; one chosen is compared field by field with the current version, side by side, changed
 * words marked and pictures shown; Restore publishes it again as a new revision.
 */
export function HistoryScreen({
  resource,
  title,
  revisions,
  selected,
  current,
  draft,
  timeZone,
}: HistoryScreenProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <FormCard
        title={`History of ${title}`}
        description="Every published version, newest first. Choose one to see what changed since, and restore it if you need to."
      >
        <p className="mb-4">
          <Link to={editorPathOf(resource)} className="text-primary underline underline-offset-4">
            Back to the editor
          </Link>
        </p>
        {revisions.length === 0 ? (
          <p className="text-muted-foreground">
            No revisions yet: the next save or publish keeps the first one.
          </p>
        ) : (
          <ol className="divide-y rounded-lg border" aria-label="Revisions">
            {revisions.map((revision, i) => (
              <li
                key={revision._id}
                className={cn(
                  'flex flex-wrap items-center justify-between gap-2 px-4 py-3',
                  selected?._id === revision._id && 'bg-muted',
                )}
              >
                <div className="flex flex-col">
                  <time dateTime={revision.createdAt} className="font-medium tabular-nums">
                    {when(revision.createdAt)}
                  </time>
                  <span className="text-muted-foreground text-sm">
                    {madeBy(revision, i === revisions.length - 1)}
                    {i === 0 && ' · current version'}
                  </span>
                </div>
                {i > 0 && (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={historyPathOf(resource, revision._id)}
                      aria-current={selected?._id === revision._id ? 'true' : undefined}
                      aria-label={`Compare the version of ${when(revision.createdAt)} with the current one`}
                    >
                      Compare
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </FormCard>
      {selected && (
        <RevisionDiff
          resource={resource}
          revision={selected}
          current={current}
          draftNote={
            draft &&
            `${draft.author?.username ?? 'Someone'}'s unpublished draft (saved ${formatInZone(draft.updatedAt, timeZone)}) is kept: publishing it later replaces the restored version.`
          }
        />
      )}
    </div>
  )
}

function RevisionDiff({
  resource,
  revision,
  current,
  draftNote,
}: {
  resource: string
  revision: Revision
  current: unknown
  /** Said before a restore when the record has a draft, which the restore keeps. */
  draftNote: string | null
}) {
  const changes = diffFields(revision.document, current)
  const [confirming, setConfirming] = useState(false)
  const [restoring, setRestoring] = useState(false)
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const heading = `Changes since ${when(revision.createdAt)}`

  // A new comparison starts at its heading, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    document.getElementById('revision-diff')?.focus()
  }, [revision._id])

  async function restore() {
    setRestoring(true)
    try {
      await restoreRevision(resource, revision._id)
      toast.success('Version restored and published')
      await navigate(historyPathOf(resource))
      await revalidator.revalidate()
    } catch (error) {
      const why = refusalOf(error)
      toast.error(
        why
          ? `This version cannot be published now: ${why}`
          : serverMessageOr(error, 'Failed to restore this version'),
      )
    } finally {
      setRestoring(false)
    }
  }

  return (
    <section
      aria-labelledby="revision-diff"
      className="bg-card rounded-xl border p-5 shadow-sm md:p-8"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="revision-diff" tabIndex={-1} className="text-lg font-semibold outline-none">
          {heading}
        </h2>
        <Button onClick={() => setConfirming(true)} disabled={restoring || changes.length === 0}>
          {restoring ? 'Restoring...' : 'Restore this version'}
        </Button>
      </div>
      {changes.length === 0 ? (
        <p className="text-muted-foreground">This version is the same as the current one.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <div
            aria-hidden="true"
            className="text-muted-foreground hidden grid-cols-2 gap-4 text-sm font-medium md:grid"
          >
            <span>This version ({when(revision.createdAt)})</span>
            <span>Current version</span>
          </div>
          {changes.map((change) => (
            <FieldDiff key={change.path} change={change} />
          ))}
        </div>
      )}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Restore this version?</AlertDialogTitle>
          <AlertDialogDescription>
            The version of {when(revision.createdAt)} will be published on the site at once, as a
            new revision: the current one stays in the history, so this can be undone.
            {draftNote && ` ${draftNote}`}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void restore()}>Restore</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  )
}

function FieldDiff({ change }: { change: FieldChange }) {
  const words = change.image ? undefined : wordDiff(change.before ?? '', change.after ?? '')
  return (
    <div className="rounded-lg border">
      <h3 className="bg-muted/50 border-b px-3 py-2 text-sm font-semibold">{change.label}</h3>
      <div className="grid gap-px md:grid-cols-2">
        <Side
          label="This version"
          value={change.before}
          image={change.image}
          parts={words?.before}
          kind="removed"
        />
        <Side
          label="Current version"
          value={change.after}
          image={change.image}
          parts={words?.after}
          kind="added"
        />
      </div>
    </div>
  )
}

function Side({
  label,
  value,
  image,
  parts,
  kind,
}: {
  label: string
  value: string | undefined
  image: boolean
  parts: WordPart[] | undefined
  kind: 'removed' | 'added'
}) {
  return (
    <div className="flex flex-col gap-1 px-3 py-2">
      <span className="text-muted-foreground text-xs md:sr-only">{label}</span>
      {value === undefined || value === '' ? (
        <span className="text-muted-foreground italic">(empty)</span>
      ) : image ? (
        <img
          src={value}
          alt={label}
          className="h-24 w-auto max-w-full rounded border object-contain"
          loading="lazy"
        />
      ) : (
        <p className="break-words whitespace-pre-wrap">
          {parts?.map((part, i) =>
            part.changed ? (
              kind === 'removed' ? (
                <del
                  key={i}
                  className="rounded-sm bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-100"
                >
                  {part.text}
                </del>
              ) : (
                <ins
                  key={i}
                  className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100"
                >
                  {part.text}
                </ins>
              )
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      )}
    </div>
  )
}
