import type { Clock } from '~/core/jobs.server'

/** A clock a test moves by hand: days pass in an instant, and nothing sleeps. */
export function manualClock(start = new Date()) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
    set(date: Date) {
      now = date.getTime()
    },
  } satisfies Clock & Record<string, unknown>
}
