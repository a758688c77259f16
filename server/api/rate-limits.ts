import type { Request, RequestHandler, Response } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import type { AppContext } from '~/core/context.server'
import { rateStore } from '~/lib/rate-counter.server'

function limiter(
  ctx: AppContext,
  name: string,
  options: {
    windowMs: number
    limit: number
    message: string
    skipSuccessfulRequests?: boolean
    skipFailedRequests?: boolean
    /** Which answers count as successes (skipped); by default those below 400. */
    requestWasSuccessful?: (req: Request, res: Response) => boolean
    /** What is counted; by default the client's address. */
    keyGenerator?: (req: Request) => string
    /** What a refused request gets; by default the contract's 429 with the message. */
    refuse?: RequestHandler
  },
): RequestHandler {
  if (options.limit === 0) return (_req, _res, next) => next()
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
    skipFailedRequests: options.skipFailedRequests ?? false,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Each limiter is mounted on its route, so every spelling of the path that reaches the
    // route passes it; the default key is the client address alone (IPv6 by /56).
    store: rateStore(ctx.redis, name, options.windowMs),
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    ...(options.requestWasSuccessful ? { requestWasSuccessful: options.requestWasSuccessful } : {}),
    handler:
      options.refuse ??
      ((_req, res) => {
        res.status(429).json({ message: options.message })
      }),
  })
}

/**
 * A right password whose second factor is still due (the login's 401 step): not a failure.
 * The login route marks it, so an office of colleagues with two-factor sign-in behind one
 * address does not use up the address's allowance.
 */
export const markSecondFactorDue = (res: Response) => {
  res.locals.secondFactorDue = true
}

/** Failed sign-ins per address; the per-e-mail lockout is separate (auth service). */
export const loginRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'login', {
    windowMs: 15 * 60_000,
    limit: Math.max(20, ctx.env.LOGIN_MAX_ATTEMPTS * 4),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) =>
      res.statusCode < 400 || res.locals.secondFactorDue === true,
    message: 'Too many sign-in attempts from this address. Please try again later.',
  })

/**
 * Passkey sign-ins started per client address, successes included: each one alone is a row
 * stored for five minutes (ADR 070), so a flood from one address stops at this many waiting.
 */
export const PASSKEY_CHALLENGES_PER_ADDRESS = 20

export const passkeyChallengeRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'passkey-options', {
    windowMs: 5 * 60_000,
    limit: PASSKEY_CHALLENGES_PER_ADDRESS,
    message: 'Too many passkey sign-ins from this address. Please try again later.',
  })

const RESET_LIMITED = 'Too many password reset requests. Please try again later.'

/**
 * Reset links asked for: per client address, and per e-mail asked about from that address
 * (known or not, so the limit reveals nothing). A stranger's requests use up only the
 * stranger's own allowance, never the owner's; the number of mails one account receives is
 * bounded where they are sent (features/auth/password-reset.server.ts).
 */
export const forgotPasswordRateLimits = (ctx: AppContext) => [
  limiter(ctx, 'forgot-ip', { windowMs: 15 * 60_000, limit: 10, message: RESET_LIMITED }),
  limiter(ctx, 'forgot-email', {
    windowMs: 15 * 60_000,
    limit: 3,
    message: RESET_LIMITED,
    keyGenerator: (req) => {
      const email: unknown = (req.body as Record<string, unknown> | undefined)?.email
      const asked = typeof email === 'string' ? email.trim().toLowerCase() : ''
      return `${ipKeyGenerator(req.ip ?? '', 56)} ${asked}`
    },
  }),
]

/**
 * Wrong reset links per client address. A link's token is 256 random bits, so guessing one is
 * hopeless; this stops a flood. (There is no e-mail to count by: a wrong link names nobody.)
 */
export const resetPasswordRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'reset', {
    windowMs: 15 * 60_000,
    limit: 10,
    skipSuccessfulRequests: true,
    message: RESET_LIMITED,
  })

/**
 * Site searches per client address: each one is a full-text query (its answer is not kept,
 * ADR 090), so a flood from one address stops here. A person types far fewer.
 */
export const SEARCHES_PER_MINUTE = 120

export const searchRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'search', {
    windowMs: 60_000,
    limit: SEARCHES_PER_MINUTE,
    message: 'Too many searches from this address. Please try again in a minute.',
  })
