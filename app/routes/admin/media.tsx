import { useCallback } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toastFailure } from '~/components/admin/failure-toast'
import { requireRight } from '~/components/admin/signed-in-user'
import { findCollection } from '~/collections'
import { MediaLibrary } from '~/features/uploads/components/media-library'
import {
  BRAND_USE,
  MEDIA_PAGE_MAX,
  SITE_COPY_USE_TYPE,
  MEDIA_SORTS,
  type MediaPage,
  type MediaSort,
} from '~/features/uploads/media'
import { listMedia, type MediaFilter } from '~/features/uploads/media-api'
import { sentenceCase } from '~/lib/text'
import type { Route } from './+types/media'

export const meta = () => adminMeta('Media library')
export const handle: AdminHandle = { title: 'Media library' }

const PAGE = 60

/** The list's filter, as the address says it. */
function filterOf(params: URLSearchParams): MediaFilter {
  const sort = params.get('sort')
  const limit = Number(params.get('limit'))
  return {
    q: params.get('q')?.trim() ?? '',
    unused: params.get('unused') === '1',
    sort: MEDIA_SORTS.includes(sort as MediaSort) ? (sort as MediaSort) : 'date',
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MEDIA_PAGE_MAX) : PAGE,
  }
}

/** What one record of a kind is called, for "where used": its collection's name. */
const kindOf = (type: string) =>
  type === BRAND_USE.type
    ? 'Settings'
    : type === SITE_COPY_USE_TYPE
      ? 'Site content'
      : sentenceCase(findCollection(type)?.labels.singular ?? type)

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<{ page: MediaPage; filter: MediaFilter }> {
  await requireRight('content')
  const filter = filterOf(new URL(request.url).searchParams)
  try {
    return { page: await listMedia(filter), filter }
  } catch (error) {
    toastFailure('Failed to load the media library', error)
    return { page: { items: [], total: 0 }, filter }
  }
}

export default function MediaRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  const [, setSearchParams] = useSearchParams()
  const onFilterChange = useCallback(
    (change: Partial<MediaFilter>) =>
      setSearchParams(
        (params) => {
          const next = { ...filterOf(params), ...change }
          const out = new URLSearchParams()
          if (next.q) out.set('q', next.q)
          if (next.unused) out.set('unused', '1')
          if (next.sort !== 'date') out.set('sort', next.sort)
          if (next.limit !== PAGE) out.set('limit', String(next.limit))
          return out
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  return (
    <MediaLibrary
      page={loaderData.page}
      filter={loaderData.filter}
      kindOf={kindOf}
      onFilterChange={onFilterChange}
      onChanged={() => void revalidate()}
    />
  )
}
