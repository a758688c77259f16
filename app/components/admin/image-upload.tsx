import { CheckCircle2Icon, ImagesIcon, ImageUpIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { FieldError, Label } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { cn } from '~/lib/cn'
import { AdminImage } from './admin-image'
import { LibraryPicker, type PictureLibrary } from './library-picker'
import { useFileDrop } from './use-file-drop'

/** How a form's image field uploads, and the server's rules it checks before sending. */
export interface ImageUploader {
  /** Sends the file; `onProgress` gets the share sent (0 to 1); aborting `signal` cancels it. */
  upload(
    file: File,
    options: { onProgress: (sent: number) => void; signal: AbortSignal },
  ): Promise<{ url: string }>
  /** Why the server would refuse this file, known before sending it; undefined when it may go. */
  problem(file: File): string | undefined
  /** The picker's `accept`. */
  accept: string
  /** What is taken, for the hint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB'. */
  accepted: string
  /** The media library, when the field may also take a picture the site already holds. */
  library?: PictureLibrary
}

export interface ImageUploadProps {
  id: string
  label: string
  /** The stored image's URL ('' while none). */
  value: string
  onChange: (url: string) => void
  uploader: ImageUploader
  error?: string
  /** Told when an upload starts and ends, so the form does not save in between. */
  onBusyChange?: (busy: boolean) => void
  /** An image the record may go without (a share image, a logo): no asterisk, not required. */
  optional?: boolean
}

type Upload = { file: File; preview: string }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Choosing a file, or dropping one on the field, uploads it at once, with its progress; a file
 * the server would refuse by its type or size is refused before it is sent. The form keeps the
 * URL the server answers with. The texts are in docs/product.md §Image upload.
 */
export function ImageUpload({
  id,
  label,
  value,
  onChange,
  uploader,
  error,
  onBusyChange,
  optional = false,
}: ImageUploadProps) {
  const [upload, setUpload] = useState<Upload | null>(null)
  /** The share of the upload's body sent so far, 0 to 1. */
  const [sent, setSent] = useState(0)
  const [uploadError, setUploadError] = useState<string>()
  const [picking, setPicking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inFlight = useRef<AbortController | null>(null)
  const uploading = upload !== null

  useEffect(() => onBusyChange?.(uploading), [uploading, onBusyChange])
  // The preview is an object URL of the chosen file; release it once the upload is over.
  useEffect(() => {
    if (!upload) return
    return () => URL.revokeObjectURL(upload.preview)
  }, [upload])
  // Leaving the form stops an upload nobody waits for.
  useEffect(() => () => inFlight.current?.abort(), [])

  const refuse = (message: string) => {
    setUploadError(message)
    toast.error(message)
  }

  const send = async (file: File) => {
    // Refused before it is sent; an upload already on its way goes on.
    const problem = uploader.problem(file)
    if (problem) return refuse(problem)
    // A new file replaces one still on its way.
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setUploadError(undefined)
    setSent(0)
    setUpload({ file, preview: URL.createObjectURL(file) })
    try {
      const { url } = await uploader.upload(file, {
        signal: controller.signal,
        onProgress: (share) => {
          if (inFlight.current === controller) setSent(share)
        },
      })
      onChange(url)
      toast.success('Image uploaded successfully')
    } catch (failure) {
      if (isAbort(failure) || isUnauthorized(failure)) return
      refuse(serverMessageOr(failure, 'Failed to upload image'))
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null
        setUpload(null)
      }
    }
  }

  const choose = (file: File | undefined) => {
    // The field is not where the image lives (the form keeps its URL): cleared, it takes the
    // same file again after a failure.
    if (input.current) input.current.value = ''
    if (file) void send(file)
  }

  const cancel = () => {
    inFlight.current?.abort()
    inFlight.current = null
    setUpload(null)
    input.current?.focus()
  }

  const remove = () => {
    onChange('')
    setUploadError(undefined)
    input.current?.focus()
  }

  const { dragging, handlers: dropHandlers } = useFileDrop((files) => choose(files[0]))

  const shownError = uploadError ?? error
  const percent = Math.round(sent * 100)
  const shown = upload?.preview ?? value
  const describedBy = [`${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2" aria-busy={uploading || undefined}>
      <Label htmlFor={id}>
        {label}
        {!optional && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      <div
        data-testid={`${id}-drop-zone`}
        {...dropHandlers}
        className={cn(
          'flex flex-col gap-4 rounded-xl border-2 border-dashed p-3 transition-colors sm:flex-row sm:items-start',
          dragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <div className="bg-muted relative aspect-video w-full shrink-0 overflow-hidden rounded-lg border sm:w-48">
          {shown ? (
            <AdminImage
              src={shown}
              alt={upload ? 'Preview of the chosen image' : 'Current image'}
              className={cn('size-full', upload && 'opacity-60')}
            />
          ) : (
            <div className="text-muted-foreground grid size-full place-items-center text-xs">
              No image yet
            </div>
          )}
          {value && !upload && (
            <span className="bg-background/90 absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium">
              <CheckCircle2Icon
                className="size-3.5 text-emerald-600 dark:text-emerald-400"
                aria-hidden
              />
              Uploaded
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={uploader.accept}
            // A record's picture is required (docs/product.md §Image upload); the asterisk alone
            // is not announced.
            aria-required={!optional || undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => choose(event.target.files?.[0])}
            className="file:bg-secondary file:text-secondary-foreground text-muted-foreground focus-visible:ring-ring w-full rounded-lg text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-semibold focus-visible:ring-2 focus-visible:outline-none"
          />
          <p id={`${id}-hint`} className="text-muted-foreground flex gap-1.5 text-xs">
            <ImageUpIcon className="size-4 shrink-0" aria-hidden />
            <span>
              Choose an image or drop one here ({uploader.accepted}); it is uploaded at once.
            </span>
          </p>
          {uploader.library && !upload && (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => setPicking(true)}
              >
                <ImagesIcon aria-hidden />
                Choose from the library
              </Button>
            </div>
          )}
          {picking && uploader.library && (
            <LibraryPicker
              library={uploader.library}
              onPick={(picture) => {
                setPicking(false)
                setUploadError(undefined)
                onChange(picture.url)
                toast.success(`Chose ${picture.filename}`)
              }}
              onClose={() => setPicking(false)}
            />
          )}
          {upload ? (
            <div className="flex flex-col gap-1.5">
              <div className="flex items-center justify-between gap-2 text-sm" aria-hidden>
                <span>Uploading...</span>
                <span className="text-muted-foreground tabular-nums">{percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-label="Upload progress"
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
              <div>
                <Button type="button" variant="outline" size="sm" onClick={cancel}>
                  <XIcon aria-hidden />
                  Cancel upload
                </Button>
              </div>
            </div>
          ) : (
            value && (
              <div>
                <Button type="button" variant="outline" size="sm" onClick={remove}>
                  <Trash2Icon aria-hidden />
                  Remove image
                </Button>
              </div>
            )
          )}
          <FieldError id={`${id}-error`} message={shownError} />
          {/* Present before it has anything to say, so screen readers hear it change. */}
          <p role="status" className="sr-only">
            {upload ? 'Uploading...' : ''}
          </p>
        </div>
      </div>
    </div>
  )
}
