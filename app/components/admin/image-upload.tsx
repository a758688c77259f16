import { CheckCircle2Icon, LoaderCircleIcon, UploadIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { FieldError, Label } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { AdminImage } from './admin-image'

interface ImageUploadProps {
  id: string
  label: string
  /** The stored image's URL ('' while none). */
  value: string
  onChange: (url: string) => void
  upload: (file: File) => Promise<{ url: string }>
  error?: string
}

/**
 * Choose a file (images only), see it at once (a local preview), then upload it; the form keeps
 * the URL the server answers with. The messages are in docs/product.md §Image upload.
 */
export function ImageUpload({ id, label, value, onChange, upload, error }: ImageUploadProps) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null)
  const [uploading, setUploading] = useState(false)
  // Remounting the file input clears its file name once that file is uploaded.
  const [inputKey, setInputKey] = useState(0)
  const file = chosen?.file ?? null
  const preview = chosen?.preview ?? null

  // The preview is an object URL of the chosen file; release it once it is replaced or gone.
  useEffect(() => {
    if (!chosen) return
    return () => URL.revokeObjectURL(chosen.preview)
  }, [chosen])

  const choose = (next: File | null) =>
    setChosen(next ? { file: next, preview: URL.createObjectURL(next) } : null)

  const uploaded = Boolean(value) && !file
  const send = async () => {
    if (!file) {
      toast.error('Please select an image to upload')
      return
    }
    setUploading(true)
    try {
      const { url } = await upload(file)
      onChange(url)
      choose(null)
      setInputKey((k) => k + 1)
      toast.success('Image uploaded successfully')
    } catch (failure) {
      if (isUnauthorized(failure)) return
      toast.error(serverMessageOr(failure, 'Failed to upload image'))
    } finally {
      setUploading(false)
    }
  }

  const shown = preview ?? value
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        <span className="text-destructive" aria-hidden>
          {' '}
          *
        </span>
      </Label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="bg-muted relative aspect-video w-full shrink-0 overflow-hidden rounded-lg border sm:w-48">
          {shown ? (
            <AdminImage
              src={shown}
              alt={preview ? 'Preview of the chosen image' : 'Current image'}
              className="size-full"
            />
          ) : (
            <div className="text-muted-foreground grid size-full place-items-center text-xs">
              No image yet
            </div>
          )}
          {uploaded && (
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
            key={inputKey}
            id={id}
            type="file"
            accept="image/*"
            // Both forms require an image (docs/product.md §Image upload); the asterisk alone is
            // not announced.
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="file:bg-secondary file:text-secondary-foreground text-muted-foreground focus-visible:ring-ring w-full rounded-lg text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-semibold focus-visible:ring-2 focus-visible:outline-none"
          />
          <div>
            <Button type="button" variant="secondary" onClick={send} disabled={uploading}>
              {uploading ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <UploadIcon aria-hidden />
              )}
              {uploading ? 'Uploading...' : 'Upload Image'}
            </Button>
          </div>
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            Choose an image (JPEG, PNG, WebP, GIF or AVIF, up to 5 MB), then upload it.
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
    </div>
  )
}
