import type { Request, RequestHandler } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { AppContext } from '~/lib/context.server'

function store(ctx: AppContext, prefix: string): Store | undefined {
  const redis = ctx.redis
  if (!redis) return undefined
  return new RedisStore({
    prefix: `agency:${prefix}:`,
    sendCommand: (...args: string[]) => redis.sendCommand(args),
  })
}

function limiter(
  ctx: AppContext,
  name: string,
  options: {
    windowMs: number
    limit: number
    message: string
    skipSuccessfulRequests?: boolean
    skipFailedRequests?: boolean
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
    // The default key is the client address alone (IPv6 by /56): changing the path's case
    // or adding a slash reaches the same route and the same counter.
    store: store(ctx, name),
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    handler:
      options.refuse ??
      ((_req, res) => {
        res.status(429).json({ message: options.message })
      }),
  })
}

/** Failed sign-ins per address; the per-e-mail lockout is separate (auth service). */
export const loginRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'login', {
    windowMs: 15 * 60_000,
    limit: Math.max(20, ctx.env.LOGIN_MAX_ATTEMPTS * 4),
    skipSuccessfulRequests: true,
    message: 'Too many sign-in attempts from this address. Please try again later.',
  })

const CONTACT_LIMITED = 'Too many messages. Please try again later.'

/**
 * Contact messages accepted per address per 10 minutes (CONTACT_RATE_LIMIT, 0 = no limit),
 * one count for the API and the contact page's form. The API refuses with the contract's 429;
 * a page post goes on with `res.locals.contactLimited` set, so the page itself can answer
 * with the form and the message (a bare JSON 429 would be a dead end for a visitor).
 */
export const contactRateLimit = (ctx: AppContext) =>
  limiter(ctx, 'contact', {
    windowMs: 10 * 60_000,
    limit: ctx.env.CONTACT_RATE_LIMIT,
    // "Accepted": a visitor who fixes a refused form (or was refused with a 429) is not
    // charged for it. Every request is counted on arrival and given back when it ends with
    // 4xx/5xx, so parallel requests still cannot get past the limit.
    skipFailedRequests: true,
    message: CONTACT_LIMITED,
    refuse: (req, res, next) => {
      if (req.originalUrl.startsWith('/api/')) {
        res.status(429).json({ message: CONTACT_LIMITED })
        return
      }
      res.locals.contactLimited = CONTACT_LIMITED
      next()
    },
  })

const RESET_LIMITED = 'Too many password reset requests. Please try again later.'

/**
 * Reset links asked for: per client address, and per e-mail asked about (known or not, so the
 * limit reveals nothing), so nobody can flood a colleague's inbox.
 */
export const forgotPasswordRateLimits = (ctx: AppContext) => [
  limiter(ctx, 'forgot-ip', { windowMs: 15 * 60_000, limit: 10, message: RESET_LIMITED }),
  limiter(ctx, 'forgot-email', {
    windowMs: 15 * 60_000,
    limit: 3,
    message: RESET_LIMITED,
    keyGenerator: (req) => {
      const email: unknown = (req.body as Record<string, unknown> | undefined)?.email
      return typeof email === 'string' ? email.trim().toLowerCase() : ''
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
