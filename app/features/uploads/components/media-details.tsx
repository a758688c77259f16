import { CopyIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react'
import { useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '~/components/admin/format'
import { toastFailure } from '~/components/admin/failure-toast'
import { AdminImage } from '~/components/admin/admin-image'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { FieldError, Input, Label, Textarea } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { ApiError, isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { imageUploader } from '../api'
import {
  BRAND_USE,
  MEDIA_ALT_MAX,
  MEDIA_NAME_MAX,
  SITE_COPY_USE_TYPE,
  AUTHOR_USE_TYPE,
  type MediaItem,
  type MediaUse,
  type MediaUseIn,
} from '../media'
import { deleteMedia, replaceMediaFile, updateMedia } from '../media-api'

/** '1.4 MB', '820 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * Where a record that uses the item is edited: a trashed one is in the trash, an earlier version
 * in the record's History, the brand in Settings, a page's copy in Site content, an author card
 * in its owner's Settings.
 */
function placeOf(use: MediaUse): string {
  if (use.trashed) return '/admin/trash'
  if (use.in === 'revision')
    return `/admin/history/${[use.type, use._id].filter(Boolean).join('/')}`
  if (use.type === BRAND_USE.type) return '/admin/settings/brand'
  if (use.type === AUTHOR_USE_TYPE) return '/admin/settings'
  const id = encodeURIComponent(use._id)
  if (use.type === SITE_COPY_USE_TYPE) return `/admin/site-content/${id}`
  return `/admin/${use.type}/edit/${id}`
}

const HELD_IN: Record<MediaUseIn, string> = {
  draft: ', in its draft',
  revision: ', in an earlier version',
}

/**
 * One item's details (docs/product.md §Media library): its preview, name and alt text (editable),
 * facts, where it is used (links to those records), copy URL, replace and delete. Delete is
 * refused while a record uses it; the refusal lists where.
 */
export function MediaDetails({
  item,
  kindOf,
  onOpenChange,
  onChanged,
}: {
  item: MediaItem
  /** What one record of a kind is called ('Portfolio item'). */
  kindOf: (type: string) => string
  onOpenChange: (open: boolean) => void
  /** The item changed (saved, replaced) or went (deleted: null). */
  onChanged: (item: MediaItem | null) => void
}) {
  const [filename, setFilename] = useState(item.filename)
  const [alt, setAlt] = useState(item.alt)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [saving, setSaving] = useState(false)
  /** The share of a replacement file sent so far (0 to 1); null when none is on its way. */
  const [replacing, setReplacing] = useState<number | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<{ message: string; usedBy: MediaUse[] } | null>(null)
  const replaceInput = useRef<HTMLInputElement>(null)

  // Another item shown, or this one saved or replaced: the fields follow it (set while
  // rendering, as React advises for state that follows a prop).
  const [shown, setShown] = useState(item)
  if (shown !== item) {
    setShown(item)
    setFilename(item.filename)
    setAlt(item.alt)
    setErrors({})
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setErrors({})
    try {
      const saved = await updateMedia(item._id, { filename, alt })
      toast.success('Media item updated')
      onChanged(saved)
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors)
      toastFailure('Failed to save media item', error, ['filename', 'alt'])
    } finally {
      setSaving(false)
    }
  }

  async function replace(file: File | undefined) {
    if (replaceInput.current) replaceInput.current.value = ''
    if (!file) return
    const problem = imageUploader.problem(file)
    if (problem) {
      toast.error('Failed to replace the file', { description: problem })
      return
    }
    setReplacing(0)
    try {
      const replaced = await replaceMediaFile(item._id, file, setReplacing)
      toast.success('File replaced: every page that shows it shows the new one')
      onChanged(replaced)
    } catch (error) {
      if (!isUnauthorized(error)) toastFailure('Failed to replace the file', error)
    } finally {
      setReplacing(null)
    }
  }

  async function remove() {
    setConfirming(false)
    try {
      await deleteMedia(item._id)
      toast.success('Media item deleted successfully')
      onChanged(null)
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { usedBy?: MediaUse[] }) : undefined
      if (error instanceof ApiError && error.status === 409 && body?.usedBy) {
        setRefusal({
          message: serverMessageOr(error, 'Failed to delete media item'),
          usedBy: body.usedBy,
        })
      } else {
        toastFailure('Failed to delete media item', error)
      }
    }
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href)
      toast.success('URL copied')
    } catch {
      toast.error('Failed to copy the URL')
    }
  }

  const fieldError = (name: string) => errors[name]?.[0]

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Close the details">
        <DialogHeader>
          <DialogTitle className="break-all">{item.filename}</DialogTitle>
          <DialogDescription>
            {item.usedBy.length
              ? `Used by ${item.usedBy.length} ${item.usedBy.length === 1 ? 'record' : 'records'}`
              : 'Not used by any record'}
          </DialogDescription>
        </DialogHeader>
        <FocalPointPicker item={item} onChanged={onChanged} />
        <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="media-filename">File name</Label>
            <Input
              id="media-filename"
              value={filename}
              maxLength={MEDIA_NAME_MAX}
              onChange={(event) => setFilename(event.target.value)}
              aria-invalid={fieldError('filename') ? true : undefined}
              aria-describedby={fieldError('filename') ? 'media-filename-error' : undefined}
            />
            <FieldError id="media-filename-error" message={fieldError('filename')} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="media-alt">Alt text</Label>
            <Textarea
              id="media-alt"
              value={alt}
              maxLength={MEDIA_ALT_MAX}
              onChange={(event) => setAlt(event.target.value)}
              aria-invalid={fieldError('alt') ? true : undefined}
              aria-describedby={
                fieldError('alt') ? 'media-alt-hint media-alt-error' : 'media-alt-hint'
              }
            />
            <p id="media-alt-hint" className="text-muted-foreground text-xs">
              What the picture shows, for people who cannot see it: used wherever it appears without
              an alt text of its own.
            </p>
            <FieldError id="media-alt-error" message={fieldError('alt')} />
          </div>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Size</dt>
          <dd>{formatSize(item.size)}</dd>
          <dt className="text-muted-foreground">Dimensions</dt>
          <dd>
            {item.width} × {item.height} px
          </dd>
          <dt className="text-muted-foreground">Type</dt>
          <dd>{item.mimeType}</dd>
          <dt className="text-muted-foreground">Uploaded</dt>
          <dd>
            {formatDateTime(item.createdAt)}
            {item.uploadedBy ? ` by ${item.uploadedBy.username}` : ''}
          </dd>
        </dl>
        <section aria-labelledby="media-used-by" className="flex flex-col gap-2">
          <h3 id="media-used-by" className="text-sm font-semibold">
            Where it is used
          </h3>
          {item.usedBy.length ? (
            <UseList uses={item.usedBy} kindOf={kindOf} />
          ) : (
            <p className="text-muted-foreground text-sm">Nowhere yet.</p>
          )}
        </section>
        {refusal && (
          <div
            role="alert"
            className="border-destructive flex flex-col gap-2 rounded-lg border p-3"
          >
            <p className="text-destructive text-sm font-medium">
              {refusal.message}. It is used by:
            </p>
            <UseList uses={refusal.usedBy} kindOf={kindOf} />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copyUrl()}>
            <CopyIcon aria-hidden />
            Copy URL
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={replacing !== null}
            onClick={() => replaceInput.current?.click()}
          >
            <RefreshCwIcon aria-hidden />
            {replacing !== null ? 'Replacing...' : 'Replace the file'}
          </Button>
          <input
            ref={replaceInput}
            type="file"
            accept={imageUploader.accept}
            className="sr-only"
            tabIndex={-1}
            aria-label="Replacement file"
            onChange={(event) => void replace(event.target.files?.[0])}
          />
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        </div>
        {replacing !== null && <ReplaceProgress name={item.filename} sent={replacing} />}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${item.filename}?`}
          description="It leaves the media library for good. A file a record uses cannot be deleted."
          action="Delete"
          onConfirm={() => void remove()}
        />
      </DialogContent>
    </Dialog>
  )
}

function UseList({ uses, kindOf }: { uses: MediaUse[]; kindOf: (type: string) => string }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {uses.map((use) => (
        <li key={`${use.type}/${use._id}`}>
          <Link to={placeOf(use)} className="text-primary underline underline-offset-2">
            {use.title}
          </Link>{' '}
          <span className="text-muted-foreground">
            ({kindOf(use.type)}
            {use.trashed ? ', in the trash' : ''}
            {use.in ? HELD_IN[use.in] : ''})
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The replacement file's progress: the server answers once it has it all and repointed. */
function ReplaceProgress({ name, sent }: { name: string; sent: number }) {
  const percent = Math.round(sent * 100)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm" aria-hidden>
        <span>{percent < 100 ? 'Uploading the new file...' : 'Pointing every page at it...'}</span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Replacing ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-muted h-2 w-full overflow-hidden rounded-full"
      >
        <div
          className="bg-primary h-full transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

const clampPercent = (v: number) => Math.min(100, Math.max(0, Math.round(v)))

/**
 * The preview, on which a click sets the focal point: the point every crop of the picture keeps
 * in frame (cards, share images). The arrow keys move it by 5 %, for the keyboard.
 */
function FocalPointPicker({
  item,
  onChanged,
}: {
  item: MediaItem
  onChanged: (item: MediaItem) => void
}) {
  const [said, setSaid] = useState('')
  const focal = item.focalPoint

  async function save(focalPoint: { x: number; y: number } | null) {
    try {
      const saved = await updateMedia(item._id, { focalPoint })
      setSaid(
        focalPoint
          ? `Focal point set: ${focalPoint.x}% across, ${focalPoint.y}% down`
          : 'Focal point back in the centre',
      )
      onChanged(saved)
    } catch (error) {
      toastFailure('Failed to save media item', error)
    }
  }

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button: no point was clicked (the arrow keys move it instead).
    if (event.detail === 0) return
    const box = event.currentTarget.getBoundingClientRect()
    void save({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-5, 0],
      ArrowRight: [5, 0],
      ArrowUp: [0, -5],
      ArrowDown: [0, 5],
    }
    const move = step[event.key]
    if (!move) return
    event.preventDefault()
    const from = focal ?? { x: 50, y: 50 }
    void save({ x: clampPercent(from.x + move[0]), y: clampPercent(from.y + move[1]) })
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="bg-muted overflow-hidden rounded-lg border">
        <button
          type="button"
          onClick={onClick}
          onKeyDown={onKeyDown}
          aria-describedby="media-focal-hint"
          className="focus-visible:ring-ring relative mx-auto block w-fit cursor-crosshair focus-visible:ring-2 focus-visible:outline-none"
        >
          <AdminImage
            src={item.url}
            alt={`Set the focal point of ${item.filename}`}
            className="block max-h-72 w-auto"
          />
          {focal && (
            <span
              aria-hidden
              className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_black]"
              style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
            />
          )}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p id="media-focal-hint" className="text-muted-foreground flex-1 text-xs">
          Click the picture where its subject is (or use the arrow keys): every crop keeps that
          point in frame. {focal ? `Now ${focal.x}% across, ${focal.y}% down.` : 'Now the centre.'}
        </p>
        {focal && (
          <Button type="button" variant="outline" size="sm" onClick={() => void save(null)}>
            Centre it again
          </Button>
        )}
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  )
}
