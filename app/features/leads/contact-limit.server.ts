import {
  allOf,
  createRateCounter,
  type RateCounter,
  type RedisCommands,
} from '~/lib/rate-counter.server'

export const CONTACT_LIMITED = 'Too many messages. Please try again later.'

/**
 * Contact messages accepted per client address, one count for `POST /api/messages` and the
 * contact page's form: CONTACT_RATE_LIMIT per 10 minutes, and five times that per day, so a
 * client that waits out each window still sends a bounded number (docs/decisions/043-what-a-bot-
 * meets-at-the-contact-form.md). `0` turns both off. Each route's handler takes from it before
 * storing and gives back what it refused, so no spelling of a path gets around it.
 */
export function createContactLimit(redis: RedisCommands | undefined, perTenMinutes: number) {
  return allOf([
    createRateCounter({ redis, name: 'contact', windowMs: 10 * 60_000, limit: perTenMinutes }),
    createRateCounter({
      redis,
      name: 'contact-day',
      windowMs: 86_400_000,
      limit: perTenMinutes * 5,
    }),
  ]) satisfies RateCounter
}
