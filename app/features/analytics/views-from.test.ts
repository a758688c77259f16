import { describe, expect, it } from 'vitest'
import { localInstant } from './days'
import { viewsFrom } from './queries.server'
import { toEpochSeconds } from './recorder.server'

describe('viewsFrom, the time bound of a range’s raw views (ADR 084)', () => {
  const days = ['2026-01-01', '2026-03-29', '2026-10-25', '2026-11-27', '2028-02-29']
  const zones = [
    'Pacific/Kiritimati', // UTC+14: the first midnight anywhere
    'Pacific/Pago_Pago', // UTC−11
    'Australia/Lord_Howe', // a half-hour clock change
    'Europe/Paris',
    'America/New_York',
    'UTC',
  ]

  it('is never after the first moment of the day, in any time zone', () => {
    for (const day of days) {
      for (const zone of zones) {
        const midnight = toEpochSeconds(localInstant(day, 0, zone))
        expect(viewsFrom(day), `${day} ${zone}`).toBeLessThanOrEqual(midnight)
      }
    }
  })

  it('reaches back no more than a day, so the index reads only the range’s views', () => {
    for (const day of days) {
      const utcMidnight = toEpochSeconds(localInstant(day, 0, 'UTC'))
      expect(utcMidnight - viewsFrom(day)).toBe(15 * 3600)
    }
  })
})
