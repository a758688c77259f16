import { useEffect, useState } from 'react'
import { AdminImage } from '~/components/admin/admin-image'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Input, Label } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { cn } from '~/lib/cn'
import { MEDIA_SORTS, type MediaItem, type MediaPage, type MediaSort } from '../media'
import type { MediaFilter } from '../media-api'
import { MediaDetails, formatSize } from './media-details'
import { MediaUploads } from './media-uploads'

const SORT_LABELS: Record<MediaSort, string> = {
  date: 'Newest first',
  name: 'Name (A–Z)',
  size: 'Largest first',
}

/** Typing pauses this long before the list is searched again. */
const SEARCH_PAUSE_MS = 300

/**
 * The media library (docs/product.md §Media library): every picture the site holds, as a grid
 * of thumbnails, searched by name and alt text, filtered to the unused ones, sorted; many files
 * uploaded at once; an item's details in a panel. The filter lives in the address, so a
 * reload or a shared link shows the same list.
 */
export function MediaLibrary({
  page,
  filter,
  kindOf,
  onFilterChange,
  onChanged,
}: {
  page: MediaPage
  filter: MediaFilter
  kindOf: (type: string) => string
  onFilterChange: (change: Partial<MediaFilter>) => void
  /** Something changed on the server: load the list again. */
  onChanged: () => void
}) {
  const [query, setQuery] = useState(filter.q)
  const [openId, setOpenId] = useState<string | null>(null)
  /** The open item as last saved, until the list reloads with it. */
  const [fresh, setFresh] = useState<MediaItem | null>(null)

  useEffect(() => {
    if (query.trim() === filter.q) return
    const timer = setTimeout(() => onFilterChange({ q: query.trim() }), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [query, filter.q, onFilterChange])

  const open =
    (fresh && fresh._id === openId ? fresh : page.items.find((i) => i._id === openId)) ?? null

  const closeDetails = () => {
    // Back to the thumbnail that opened it, for the keyboard.
    const id = openId
    setOpenId(null)
    setFresh(null)
    if (id) requestAnimationFrame(() => document.getElementById(`media-${id}`)?.focus())
  }

  return (
    <section className="bg-card mx-auto flex w-full max-w-6xl flex-col gap-6 rounded-xl border p-5 shadow-sm md:p-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Media library</h2>
        <p className="text-muted-foreground text-sm">
          Every picture the site holds. Describe one once; replace it and every page that shows it
          changes.
        </p>
      </div>
      <MediaUploads onUploaded={onChanged} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="media-search">Search by name or alt text</Label>
          <Input
            id="media-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="media-sort">Sort by</Label>
          <NativeSelect
            id="media-sort"
            value={filter.sort}
            onChange={(event) => onFilterChange({ sort: event.target.value as MediaSort })}
          >
            {MEDIA_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="media-unused"
            checked={filter.unused}
            onCheckedChange={(checked) => onFilterChange({ unused: checked === true })}
          />
          <Label htmlFor="media-unused">Unused only</Label>
        </div>
      </div>
      <p className="text-muted-foreground text-sm" role="status">
        {page.total === 0
          ? filter.q || filter.unused
            ? 'No media matches.'
            : 'No media yet: upload the first pictures above.'
          : `${page.items.length < page.total ? `${page.items.length} of ` : ''}${page.total} ${page.total === 1 ? 'file' : 'files'}`}
      </p>
      {page.items.length > 0 && (
        <ul
          aria-label="Media"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
        >
          {page.items.map((item) => (
            <li key={item._id}>
              <button
                id={`media-${item._id}`}
                type="button"
                onClick={() => setOpenId(item._id)}
                aria-haspopup="dialog"
                className={cn(
                  'group focus-visible:ring-ring flex w-full flex-col gap-1.5 rounded-lg border p-1.5 text-left focus-visible:ring-2 focus-visible:outline-none',
                  'hover:bg-muted',
                )}
              >
                <span className="bg-muted block aspect-square w-full overflow-hidden rounded-md">
                  <AdminImage src={item.url} alt="" className="size-full object-cover" />
                </span>
                <span className="line-clamp-2 text-xs font-medium break-all">{item.filename}</span>
                <span className="text-muted-foreground flex flex-wrap items-center gap-1 text-xs">
                  {formatSize(item.size)}
                  {item.usedBy.length === 0 && <Badge variant="secondary">Unused</Badge>}
                  {!item.alt && <Badge variant="outline">No alt text</Badge>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {page.items.length < page.total && (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => onFilterChange({ limit: filter.limit + 60 })}
          >
            Show more
          </Button>
        </div>
      )}
      {open && (
        <MediaDetails
          item={open}
          kindOf={kindOf}
          onOpenChange={(isOpen) => {
            if (!isOpen) closeDetails()
          }}
          onChanged={(changed) => {
            if (changed) setFresh(changed)
            else closeDetails()
            onChanged()
          }}
        />
      )}
    </section>
  )
}
