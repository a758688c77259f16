import { describe, expect, it } from 'vitest'
import { formatInZone, instantToZoned, zonedToInstant } from './time-zone'

describe('site time zone', () => {
  it("reads a wall-clock time in the site's zone, across daylight saving", () => {
    expect(zonedToInstant('2026-11-30T09:00', 'UTC')?.toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    )
    expect(zonedToInstant('2026-11-30T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    )
    expect(zonedToInstant('2026-07-01T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    )
    expect(zonedToInstant('2026-11-30T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    )
    expect(zonedToInstant('tomorrow', 'UTC')).toBeUndefined()
  })

  it('shows an instant back as the same wall-clock time', () => {
    const at = new Date('2026-07-01T07:00:00Z')
    expect(instantToZoned(at, 'Europe/Paris')).toBe('2026-07-01T09:00')
    expect(formatInZone(at, 'Europe/Paris')).toBe('Jul 1, 2026, 9:00 AM (Europe/Paris)')
  })
})
