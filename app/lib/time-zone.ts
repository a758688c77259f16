/**
 * Wall-clock times in the site's time zone (SITE_TIMEZONE), for "Publish at…": staff pick a
 * date and time as the site's visitors read the clock, whatever their own browser's zone.
 */

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/** `2026-11-30T09:00` read in `zone`, as an instant; undefined for a malformed value. */
export function zonedToInstant(local: string, zone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // The offset at the guess, then at the result: right on both sides of a DST change.
  let instant = wall - offsetAt(wall, zone)
  instant = wall - offsetAt(instant, zone)
  return new Date(instant)
}

/** An instant as `zone`'s clock shows it, for a `datetime-local` field (`2026-11-30T09:00`). */
export function instantToZoned(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), zone))
  return shifted.toISOString().slice(0, 16)
}

/** An instant in words, on `zone`'s clock: 'Nov 30, 2026, 9:00 AM (Europe/Paris)'. */
export function formatInZone(instant: string | Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(instant))
  return `${text} (${zone})`
}
