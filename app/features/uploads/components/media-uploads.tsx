import { CheckCircle2Icon, ImageUpIcon, XCircleIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/form-controls'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { cn } from '~/lib/cn'
import { imageUploader, uploadImage } from '../api'
import { useFileDrop } from '~/components/admin/use-file-drop'

interface Entry {
  key: number
  name: string
  /** Share of the body sent, 0 to 1. */
  sent: number
  state: 'uploading' | 'done' | 'refused'
  /** Why it was refused, for the person: the server's words, or the portal's own check. */
  message?: string
}

let nextKey = 0

/**
 * Many files at once, dropped on the zone or chosen: each is checked by its declared type and
 * size first, then sent with its own progress bar; each refused file says why, beside its name.
 * The server decides by the bytes (docs/api.md §Uploads).
 */
export function MediaUploads({ onUploaded }: { onUploaded: () => void }) {
  const [entries, setEntries] = useState<Entry[]>([])
  const input = useRef<HTMLInputElement>(null)

  const change = (key: number, patch: Partial<Entry>) =>
    setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...patch } : e)))

  async function send(file: File, key: number) {
    try {
      await uploadImage(file, { onProgress: (sent) => change(key, { sent }) })
      change(key, { state: 'done', sent: 1 })
      onUploaded()
    } catch (error) {
      if (isUnauthorized(error)) return
      change(key, { state: 'refused', message: serverMessageOr(error, 'Failed to upload image') })
    }
  }

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? [])
    if (input.current) input.current.value = ''
    if (!chosen.length) return
    const added = chosen.map((file): [File, Entry] => {
      const problem = imageUploader.problem(file)
      return [
        file,
        {
          key: nextKey++,
          name: file.name,
          sent: 0,
          state: problem ? 'refused' : 'uploading',
          message: problem,
        },
      ]
    })
    setEntries((all) => [...added.map(([, entry]) => entry), ...all])
    for (const [file, entry] of added) if (entry.state === 'uploading') void send(file, entry.key)
  }

  const { dragging, handlers: dropHandlers } = useFileDrop((files) => add(files))

  const uploading = entries.filter((e) => e.state === 'uploading').length
  const done = entries.filter((e) => e.state === 'done').length
  const refused = entries.filter((e) => e.state === 'refused').length
  const summary = entries.length
    ? [
        uploading && `${uploading} uploading`,
        done && `${done} uploaded`,
        refused && `${refused} refused`,
      ]
        .filter(Boolean)
        .join(', ')
    : ''

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="media-drop-zone"
        {...dropHandlers}
        className={cn(
          'flex flex-col gap-2 rounded-xl border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <Label htmlFor="media-files">Upload files</Label>
        <input
          ref={input}
          id="media-files"
          type="file"
          multiple
          accept={imageUploader.accept}
          aria-describedby="media-files-hint"
          onChange={(event) => add(event.target.files)}
          className="file:bg-secondary file:text-secondary-foreground text-muted-foreground focus-visible:ring-ring w-full rounded-lg text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-semibold focus-visible:ring-2 focus-visible:outline-none"
        />
        <p id="media-files-hint" className="text-muted-foreground flex gap-1.5 text-xs">
          <ImageUpIcon className="size-4 shrink-0" aria-hidden />
          <span>
            Choose images or drop them here ({imageUploader.accepted} each); each is uploaded at
            once.
          </span>
        </p>
      </div>
      {entries.length > 0 && (
        <div className="flex flex-col gap-2">
          <ul aria-label="Uploads" className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li
                key={entry.key}
                className="flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm"
                data-state={entry.state}
              >
                <div className="flex items-center gap-2">
                  {entry.state === 'done' && (
                    <CheckCircle2Icon
                      className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                      aria-hidden
                    />
                  )}
                  {entry.state === 'refused' && (
                    <XCircleIcon className="text-destructive size-4 shrink-0" aria-hidden />
                  )}
                  <span className="min-w-0 flex-1 font-medium break-all">{entry.name}</span>
                  <span className="text-muted-foreground shrink-0 tabular-nums">
                    {entry.state === 'uploading'
                      ? `${Math.round(entry.sent * 100)}%`
                      : entry.state === 'done'
                        ? 'Uploaded'
                        : 'Refused'}
                  </span>
                </div>
                {entry.state === 'uploading' && (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${entry.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(entry.sent * 100)}
                    className="bg-muted h-2 w-full overflow-hidden rounded-full"
                  >
                    <div
                      className="bg-primary h-full transition-[width] duration-200 motion-reduce:transition-none"
                      style={{ width: `${Math.round(entry.sent * 100)}%` }}
                    />
                  </div>
                )}
                {entry.message && <p className="text-destructive">{entry.message}</p>}
              </li>
            ))}
          </ul>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading > 0}
              onClick={() => setEntries([])}
            >
              Clear the list
            </Button>
          </div>
        </div>
      )}
      {/* Present before it has anything to say, so screen readers hear it change. */}
      <p role="status" className="sr-only">
        {summary}
      </p>
    </div>
  )
}
