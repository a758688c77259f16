import { useSyncExternalStore } from 'react'
import { useT } from '~/components/site/site-data'

export interface MapArea {
  city: string
  lat: number
  lon: number
}

/**
 * OpenStreetMap's embed for the office: the one request that leaves the site (CSP allows it).
 * It shows about 3.5 km by 2.2 km around the marker: a few streets either way.
 */
export function osmEmbedUrl(area: MapArea) {
  const round = (n: number) => Math.round(n * 1e4) / 1e4
  const bbox = [area.lon - 0.02, area.lat - 0.01, area.lon + 0.02, area.lat + 0.01].map(round)
  const params = new URLSearchParams({
    bbox: bbox.join(','),
    layer: 'mapnik',
    marker: `${area.lat},${area.lon}`,
  })
  return `https://www.openstreetmap.org/export/embed.html?${params}`
}

/**
 * The office on an embedded OpenStreetMap, and under it what the frame cannot promise: the
 * address (from the contact record, when there is one) and a link to the same place on
 * openstreetmap.org. A frame that cannot load (offline, blocked) still fires its load event,
 * so no fallback waits for it; the address and the link are always there, for anyone who
 * cannot use the frame.
 *
 * The frame is put in once the page's scripts run, which is after the first paint (ADR 095), and
 * inside `<noscript>` for a browser without them: a frame in the HTML is fetched while the page's
 * own stylesheet and font still are, and on a slow line its connection to another site (DNS,
 * TLS, a document) shares the line with them. On Lighthouse's slow 4G it kept `/contact`'s first
 * paint at 1.4 s where every other page paints at 0.8 s. The box keeps its size meanwhile, so
 * nothing moves when the map arrives. OpenStreetMap is sent the site's origin as the referrer
 * (the site's `strict-origin-when-cross-origin`), which its usage policy asks for, not the page.
 */
export function OfficeMap({
  area,
  title,
  address,
}: {
  area: MapArea
  title: string
  address?: string | null
}) {
  const t = useT()
  // False in the server's HTML and while hydrating, true from the first render after it.
  const scripted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
  const frame = (
    <iframe
      title={`${title}: map of our office in ${area.city}`}
      src={osmEmbedUrl(area)}
      loading="lazy"
      className="block h-80 w-full border-0 md:h-[28rem]"
    />
  )
  return (
    <div className="bg-card/80 overflow-hidden rounded-2xl border shadow-sm">
      {scripted ? (
        frame
      ) : (
        <div className="h-80 md:h-[28rem]">
          <noscript>{frame}</noscript>
        </div>
      )}
      <div className="text-muted-foreground flex flex-col gap-1 px-4 py-3 text-sm">
        {address && (
          <address className="text-foreground whitespace-pre-line not-italic">{address}</address>
        )}
        <a
          className="text-primary self-start underline-offset-4 hover:underline"
          href={`https://www.openstreetmap.org/?mlat=${area.lat}&mlon=${area.lon}#map=16/${area.lat}/${area.lon}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map.larger', { city: area.city })}
          <span className="sr-only"> {t('link.newTab')}</span>
        </a>
      </div>
    </div>
  )
}
