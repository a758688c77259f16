import { describe, expect, it } from 'vitest'
import { addDays, isDay, localInstant, localIso, wallClock } from './days'

describe("the site's days", () => {
  it('reads the day and hour of an instant in the site time zone', () => {
    // 23:30 UTC on 24 November is already the 25th in Paris, still the 24th in New York.
    const ms = Date.parse('2026-11-24T23:30:00Z')
    expect(wallClock(ms, 'Europe/Paris')).toEqual({ day: '2026-11-25', hour: 0, minute: 30 })
    expect(wallClock(ms, 'America/New_York')).toMatchObject({ day: '2026-11-24', hour: 18 })
    expect(wallClock(ms, 'Asia/Kathmandu')).toMatchObject({
      day: '2026-11-25',
      hour: 5,
      minute: 315,
    })
  })

  it('finds the instant of a local hour, across a change of clocks', () => {
    expect(new Date(localInstant('2026-11-25', 0, 'Europe/Paris')).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    )
    // Paris moves to summer time on 29 March 2026: 03:00 is the first hour after it.
    expect(new Date(localInstant('2026-03-29', 3, 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    )
    expect(localIso(Date.parse('2026-07-01T10:00:00Z'), 'Europe/Paris')).toBe(
      '2026-07-01T12:00:00+02:00',
    )
  })

  it('counts days on the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2028-02-29')).toBe(true)
  })
})
