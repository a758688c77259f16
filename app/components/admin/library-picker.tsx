import { useEffect, useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input, Label } from '~/components/ui/form-controls'
import { AdminImage } from './admin-image'

/** A picture of the media library as a picker offers it. */
export interface LibraryPicture {
  url: string
  filename: string
  /** Its alt text ('' when none): what the record shows unless it has its own. */
  alt: string
}

/** How a picker finds pictures: by text in their name or alt text, newest first. */
export interface PictureLibrary {
  search(q: string): Promise<LibraryPicture[]>
}

const SEARCH_PAUSE_MS = 250

/**
 * Choosing a picture the site already holds (docs/product.md §Media library): a dialog with a
 * search and a grid of thumbnails; choosing one closes it. The record keeps the picture's URL;
 * its alt text is the library's unless the record gives its own.
 */
export function LibraryPicker({
  library,
  onPick,
  onClose,
}: {
  library: PictureLibrary
  onPick: (picture: LibraryPicture) => void
  onClose: () => void
}) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<{ for: string; pictures: LibraryPicture[] } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    const timer = setTimeout(
      () => {
        library.search(query.trim()).then(
          (pictures) => {
            if (current) {
              setFailed(false)
              setFound({ for: query, pictures })
            }
          },
          () => {
            if (current) setFailed(true)
          },
        )
      },
      found ? SEARCH_PAUSE_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
    // `found` only decides whether the first search waits; it must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, library])

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" closeLabel="Close the media library">
        <DialogHeader>
          <DialogTitle>Choose from the media library</DialogTitle>
          <DialogDescription>
            The picture keeps its alt text from the library unless this record gives its own.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="library-search">Search by name or alt text</Label>
          <Input
            id="library-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p role="status" className="text-muted-foreground text-sm">
          {failed
            ? 'Failed to load the media library'
            : !found
              ? 'Loading...'
              : found.pictures.length === 0
                ? 'No media matches.'
                : `${found.pictures.length} ${found.pictures.length === 1 ? 'picture' : 'pictures'}`}
        </p>
        {found && found.pictures.length > 0 && (
          <ul aria-label="Pictures" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {found.pictures.map((picture) => (
              <li key={picture.url}>
                <button
                  type="button"
                  onClick={() => onPick(picture)}
                  className="hover:bg-muted focus-visible:ring-ring flex w-full flex-col gap-1.5 rounded-lg border p-1.5 text-left focus-visible:ring-2 focus-visible:outline-none"
                >
                  <span className="bg-muted block aspect-square w-full overflow-hidden rounded-md">
                    <AdminImage src={picture.url} alt="" className="size-full object-cover" />
                  </span>
                  <span className="line-clamp-2 text-xs font-medium break-all">
                    {picture.filename}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
