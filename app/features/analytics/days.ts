/**
 * Days and hours in the site's time zone (SITE_TIMEZONE), through the platform's own time-zone
 * database (Intl). A day is written `YYYY-MM-DD`; analytics count by the site's days, whatever
 * zone a visitor or a server is in.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!))
  return date.toISOString().slice(0, 10) === value
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** How many days `from` to `to` spans, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
}

export interface WallClock {
  day: string
  hour: number
  /** Minutes since the local midnight. */
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The local calendar fields of an instant, as UTC milliseconds of the same wall-clock time. */
function wallMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  )
}

/**
 * Every zone's offset is a whole number of quarter hours, so the wall clock of any moment in a
 * quarter hour follows from its start: counting asks Intl once per quarter hour, not per view.
 */
const QUARTER = 900_000
const recent = new Map<string, number>()

/** The local day, hour and minute of an instant. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const slot = Math.floor(ms / QUARTER) * QUARTER
  const key = `${timeZone} ${slot}`
  let wall = recent.get(key)
  if (wall === undefined) {
    if (recent.size > 256) recent.clear()
    wall = wallMs(slot, timeZone)
    recent.set(key, wall)
  }
  const local = new Date(wall + (ms - slot))
  return {
    day: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  }
}

/** The instant (UTC milliseconds) a local wall-clock time happens: `hour` o'clock on `day`. */
export function localInstant(day: string, hour: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number)
  const wall = Date.UTC(y!, m! - 1, d!, hour)
  // The offset at a guess, then at the corrected time (they differ only around a DST change).
  let instant = wall - (wallMs(wall, timeZone) - wall)
  instant = wall - (wallMs(instant, timeZone) - instant)
  return instant
}

/**
 * An ISO-8601 time with the site's offset (`2026-11-25T14:00:00+01:00`): the instant and the
 * local wall clock at once, so the screen labels buckets in the site's time zone.
 */
export function localIso(instant: number, timeZone: string): string {
  const wall = wallMs(instant, timeZone)
  const offset = Math.round((wall - instant) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${hh}:${mm}`
}

/** Today in the site's time zone. */
export const localToday = (now: Date, timeZone: string) => wallClock(now.getTime(), timeZone).day
