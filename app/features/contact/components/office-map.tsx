export interface MapArea {
  city: string
  lat: number
  lon: number
  /** [minLon, minLat, maxLon, maxLat] */
  bbox: readonly [number, number, number, number]
}

/** OpenStreetMap's embed for the office: the one request that leaves the site (CSP allows it). */
export function osmEmbedUrl(area: MapArea) {
  const params = new URLSearchParams({
    bbox: area.bbox.join(','),
    layer: 'mapnik',
    marker: `${area.lat},${area.lon}`,
  })
  return `https://www.openstreetmap.org/export/embed.html?${params}`
}

export function OfficeMap({ area, title }: { area: MapArea; title: string }) {
  return (
    <div className="bg-card/80 overflow-hidden rounded-2xl border shadow-sm">
      <iframe
        title={`${title}: map of our office in ${area.city}`}
        src={osmEmbedUrl(area)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width={1200}
        height={450}
        className="block h-80 w-full border-0 md:h-[28rem]"
      />
      <p className="text-muted-foreground px-4 py-3 text-sm">
        <a
          className="text-primary underline-offset-4 hover:underline"
          href={`https://www.openstreetmap.org/?mlat=${area.lat}&mlon=${area.lon}#map=16/${area.lat}/${area.lon}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View a larger map of {area.city}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
