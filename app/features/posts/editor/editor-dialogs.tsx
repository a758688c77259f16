import { useState, type FormEvent } from 'react'
import { ImageUpload, type ImageUploader } from '~/components/admin/image-upload'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { FieldError, Input, Label } from '~/components/ui/form-controls'
import { linkProblem, normaliseLink } from './link-address'

/**
 * Asks for a link's address (and its text when nothing is selected). An address a post's page
 * would not keep (`javascript:`…) is refused here, with the reason.
 */
export function LinkDialog({
  initial,
  needsText,
  onSave,
  onRemove,
  onClose,
}: {
  initial: string
  needsText: boolean
  onSave: (href: string, text: string) => void
  onRemove?: () => void
  onClose: () => void
}) {
  const [href, setHref] = useState(initial)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const address = normaliseLink(href)
    const problem = linkProblem(address)
    if (problem) return setError(problem)
    onSave(address, text.trim() || address)
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel="Close without changing the link">
        <DialogHeader>
          <DialogTitle>{initial ? 'Edit the link' : 'Add a link'}</DialogTitle>
          <DialogDescription>
            A web address, an e-mail (mailto:…) or a page of this site (/contact).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="link-href">Address</Label>
            <Input
              id="link-href"
              value={href}
              inputMode="url"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'link-href-error' : undefined}
              onChange={(event) => {
                setHref(event.target.value)
                setError(undefined)
              }}
            />
            <FieldError id="link-href-error" message={error} />
          </div>
          {needsText && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="link-text">Text to show</Label>
              <Input id="link-text" value={text} onChange={(e) => setText(e.target.value)} />
            </div>
          )}
          <DialogFooter>
            {onRemove && (
              <Button type="button" variant="outline" onClick={onRemove}>
                Remove the link
              </Button>
            )}
            <Button type="submit">Save the link</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

export interface PictureChoice {
  src: string
  alt: string
  caption: string
}

/**
 * A picture for the text: uploaded or chosen from the media library, with what it shows (alt
 * text, required: the page reads it to people who cannot see it) and an optional caption.
 */
export function PictureDialog({
  initial,
  uploader,
  onSave,
  onClose,
}: {
  initial?: PictureChoice
  uploader: ImageUploader
  onSave: (picture: PictureChoice) => void
  onClose: () => void
}) {
  const [src, setSrc] = useState(initial?.src ?? '')
  const [alt, setAlt] = useState(initial?.alt ?? '')
  const [caption, setCaption] = useState(initial?.caption ?? '')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const found = {
      src: src ? undefined : 'Choose a picture',
      alt: alt.trim() ? undefined : 'Describe the picture for people who cannot see it',
    }
    setErrors(found)
    if (found.src || found.alt || busy) return
    onSave({ src, alt: alt.trim(), caption: caption.trim() })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" closeLabel="Close without adding the picture">
        <DialogHeader>
          <DialogTitle>{initial ? 'Edit the picture' : 'Add a picture'}</DialogTitle>
          <DialogDescription>
            Upload one, or choose one the site already has in its media library.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <ImageUpload
            id="body-picture"
            label="Picture"
            value={src}
            onChange={(url) => {
              setSrc(url)
              setErrors((e) => ({ ...e, src: undefined }))
            }}
            uploader={uploader}
            onBusyChange={setBusy}
            error={errors.src}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="picture-alt">
              What the picture shows
              <span className="text-destructive" aria-hidden>
                {' '}
                *
              </span>
            </Label>
            <Input
              id="picture-alt"
              value={alt}
              aria-required
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={errors.alt ? 'picture-alt-error' : 'picture-alt-hint'}
              onChange={(event) => setAlt(event.target.value)}
            />
            <p id="picture-alt-hint" className="text-muted-foreground text-xs">
              Read out to people who cannot see it, and shown when it cannot load.
            </p>
            <FieldError id="picture-alt-error" message={errors.alt} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="picture-caption">Caption (optional)</Label>
            <Input
              id="picture-caption"
              value={caption}
              aria-describedby="picture-caption-hint"
              onChange={(event) => setCaption(event.target.value)}
            />
            <p id="picture-caption-hint" className="text-muted-foreground text-xs">
              Shown under the picture.
            </p>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {initial ? 'Save the picture' : 'Add the picture'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
