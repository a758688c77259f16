import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Analytics, AnsweredRequest, CurrentVisit } from '~/core/context.server'
import type { GroupCommit } from '~/core/group-commit.server'
import type { Clock } from '~/core/jobs.server'
import { siteLanguages, splitLanguagePath } from '~/i18n/languages'
import type { AnalyticsVisitsTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import {
  countedPath,
  linkedFrom,
  refererPath,
  referrerHost,
  searchedFor,
  siteHost,
  utmTags,
} from './counting'
import { addDays, wallClock, type WallClock } from './days'
import type { CountryLookup } from './geo.server'
import { createSalts, VISIT_GAP_SECONDS, visitorHash, type Salts } from './salts.server'
import { describeAgent, type Agent } from './user-agent.server'

/**
 * Times in the analytics tables are whole seconds since this moment: 32-bit integers on both
 * engines until 2093, four bytes a time in SQLite.
 */
export const ANALYTICS_EPOCH_MS = Date.UTC(2025, 0, 1)
export const toEpochSeconds = (ms: number) => Math.floor((ms - ANALYTICS_EPOCH_MS) / 1000)
export const fromEpochSeconds = (seconds: number) => ANALYTICS_EPOCH_MS + seconds * 1000

/** Requests waiting for the next write; past this (a write failing for long) new ones are dropped. */
const MAX_PENDING = 200_000
/** Requests written per transaction. */
const BATCH = 20_000
/** Rows per INSERT statement (below every engine's limit on bound parameters). */
const ROWS_PER_INSERT = 400

/** One counted answer, as it waits in memory for the next write (the address never leaves it). */
interface Hit {
  at: number
  path: string
  data: boolean
  notFound: boolean
  url: string
  userAgent: string | undefined
  referer: string | undefined
  host: string | undefined
  address: string
  country: string | null
}

interface Prepared {
  hit: Hit
  agent: Agent
  wall: WallClock
  visitor: string
  /** The visitor under yesterday's salt, in the first 30 minutes of a day: a visit going on. */
  previous?: string
}

interface ViewRow {
  at: number
  hour: number
  path: string
  count: number
}

interface VisitWrite {
  day: string
  id: string
  /** Stored already (continued by this batch) or new. */
  existing: boolean
  lastAt: number
  exitPage: string
  rows: ViewRow[]
  added: number
  /** The new visit's row; undefined for one that goes on. */
  fresh?: Omit<
    AnalyticsVisitsTable,
    'day' | 'id' | 'last_at' | 'views' | 'exit_page' | 'conversions'
  >
}

/**
 * What unknown visitors may write (docs/decisions/074-analytics-capped-per-visitor-and-day.md).
 * 0 turns a cap off.
 */
export interface AnalyticsCaps {
  /** Visitors whose page views are kept per day: a visitor past it is counted as not recorded. */
  visitorsPerDay: number
  /** Page views and broken-link hits kept per visitor per day. */
  viewsPerVisitor: number
}

export interface AnalyticsOptions {
  db: Db
  groupCommit: GroupCommit
  clock: Clock
  logger: Logger
  timeZone: string
  /** The public origin, when set: its host is ours, whatever Host a request names. */
  siteUrl?: string
  countries: CountryLookup
  caps: AnalyticsCaps
  /** The site's languages (SITE_LANGUAGES), the default first: a visit's language by its entry page. */
  languages: readonly string[]
}

/** What the caps did to one batch, per day: visitors let in, and views not kept, by cap. */
interface Admission {
  visitors: number
  overDayCap: number
  overVisitorCap: number
}

export interface Recorder extends Analytics {
  salts: Salts
  /** Requests waiting in memory. */
  readonly pending: number
}

/**
 * Counting (docs/decisions/050-analytics-counted-where-pages-are-served.md): `count` only
 * queues the request (a few string checks on the serving path); `flush`, run by the job runner
 * every second and when the process stops, turns the queue into visitors, visits and views and
 * writes them through the group commit.
 */
export function createAnalytics(options: AnalyticsOptions): Recorder {
  const { db, groupCommit, clock, logger, timeZone, countries, caps } = options
  const languages = siteLanguages(options.languages)
  const salts = createSalts(timeZone)
  const siteHostName = options.siteUrl ? siteHost(new URL(options.siteUrl).host) : undefined
  let pending: Hit[] = []
  let dropped = 0
  let flushing: Promise<void> | undefined
  // Visitor hashes of the day, so a busy visitor is hashed once (memory only, cleared daily).
  let hashDay = ''
  const hashes = new Map<string, string>()

  const ownHosts = (hit: Hit) => {
    const hosts = hit.host ? [siteHost(hit.host)] : []
    if (siteHostName) hosts.push(siteHostName)
    return hosts
  }

  function hashOf(salt: string, day: string, hit: Hit): string {
    if (day !== hashDay || hashes.size > 50_000) {
      hashes.clear()
      hashDay = day
    }
    const key = `${hit.address}\n${hit.userAgent}`
    let hash = hashes.get(key)
    if (!hash) {
      hash = visitorHash(salt, hit.address, hit.userAgent!)
      hashes.set(key, hash)
    }
    return hash
  }

  /** People's views and broken links, with their day and visitor; bots and revalidations out. */
  async function prepare(batch: Hit[]): Promise<Prepared[]> {
    const prepared: Prepared[] = []
    for (const hit of batch) {
      const agent = describeAgent(hit.userAgent)
      if (agent.bot) continue
      // After a form is sent, React Router reloads the page's data: the same page, not a view.
      if (hit.data && refererPath(hit.referer) === hit.path) continue
      const wall = wallClock(hit.at, timeZone)
      const salt = salts.known(wall.day) ?? (await salts.forDay(db, wall.day))
      const item: Prepared = { hit, agent, wall, visitor: hashOf(salt, wall.day, hit) }
      if (wall.minute < VISIT_GAP_SECONDS / 60) {
        const yesterday = await salts.existing(db, addDays(wall.day, -1))
        if (yesterday) item.previous = visitorHash(yesterday, hit.address, hit.userAgent!)
      }
      prepared.push(item)
    }
    return prepared
  }

  /** The visits of these visitors still open at `since` (epoch seconds), latest per visitor. */
  async function openVisits(trx: Db, visitors: string[], since: number) {
    const open = new Map<string, { day: string; id: string; last_at: number }>()
    for (let i = 0; i < visitors.length; i += ROWS_PER_INSERT) {
      const rows = await trx
        .selectFrom('analytics_visits')
        .select(['day', 'id', 'visitor', 'last_at'])
        .where('visitor', 'in', visitors.slice(i, i + ROWS_PER_INSERT))
        .where('last_at', '>=', since)
        .execute()
      for (const row of rows) {
        const known = open.get(row.visitor)
        if (!known || known.last_at < row.last_at) open.set(row.visitor, row)
      }
    }
    return open
  }

  /** How many page views and broken-link hits each of these visitors has kept today. */
  async function keptToday(trx: Db, visitors: string[]) {
    const kept = new Map<string, number>()
    const add = (rows: { visitor: string; n: number | string | null }[]) => {
      for (const row of rows) kept.set(row.visitor, (kept.get(row.visitor) ?? 0) + Number(row.n))
    }
    for (let i = 0; i < visitors.length; i += ROWS_PER_INSERT) {
      const chunk = visitors.slice(i, i + ROWS_PER_INSERT)
      add(
        await trx
          .selectFrom('analytics_visits')
          .select((eb) => ['visitor', eb.fn.sum<number>('views').as('n')])
          .where('visitor', 'in', chunk)
          .groupBy('visitor')
          .execute(),
      )
      add(
        await trx
          .selectFrom('analytics_not_found')
          .select((eb) => ['visitor', eb.fn.sum<number>('hits').as('n')])
          .where('visitor', 'in', chunk)
          .groupBy('visitor')
          .execute(),
      )
    }
    return kept
  }

  /**
   * The caps (ADR 074), in the batch's transaction: a visitor with nothing kept today is let in
   * while the day has room (`visitorsPerDay`), and each visitor keeps its first
   * `viewsPerVisitor` views and broken-link hits of the day. What is refused is counted per
   * day in `analytics_limits`, so the reports say how much they leave out. Resolves with what
   * is kept, and what the caps did per day.
   */
  async function admit(trx: Db, prepared: Prepared[]) {
    const done = new Map<string, Admission>()
    if (!caps.visitorsPerDay && !caps.viewsPerVisitor) return { kept: prepared, done }
    const kept = await keptToday(trx, [...new Set(prepared.map((p) => p.visitor))])
    const days = [...new Set(prepared.map((p) => p.wall.day))]
    const stored = new Map(
      (
        await trx
          .selectFrom('analytics_limits')
          .select(['day', 'visitors'])
          .where('day', 'in', days)
          .execute()
      ).map((r) => [r.day, Number(r.visitors)]),
    )
    const letIn = new Map<string, boolean>()
    const admitted: Prepared[] = []
    for (const item of prepared) {
      const day = item.wall.day
      let admission = done.get(day)
      if (!admission) done.set(day, (admission = { visitors: 0, overDayCap: 0, overVisitorCap: 0 }))
      let allowed = letIn.get(item.visitor)
      if (allowed === undefined) {
        const known = kept.has(item.visitor)
        allowed =
          known ||
          !caps.visitorsPerDay ||
          (stored.get(day) ?? 0) + admission.visitors < caps.visitorsPerDay
        if (allowed && !known) {
          admission.visitors++
          kept.set(item.visitor, 0)
        }
        letIn.set(item.visitor, allowed)
      }
      if (!allowed) {
        admission.overDayCap++
        continue
      }
      const count = kept.get(item.visitor)!
      if (caps.viewsPerVisitor && count >= caps.viewsPerVisitor) {
        admission.overVisitorCap++
        continue
      }
      kept.set(item.visitor, count + 1)
      admitted.push(item)
    }
    for (const [day, a] of done) {
      await trx
        .insertInto('analytics_limits')
        .values({
          day,
          visitors: a.visitors,
          over_day_cap: a.overDayCap,
          over_visitor_cap: a.overVisitorCap,
        })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet({
            visitors: sql<number>`analytics_limits.visitors + excluded.visitors`,
            over_day_cap: sql<number>`analytics_limits.over_day_cap + excluded.over_day_cap`,
            over_visitor_cap: sql<number>`analytics_limits.over_visitor_cap + excluded.over_visitor_cap`,
          }),
        )
        .execute()
    }
    return { kept: admitted, done }
  }

  /** Runs in the group commit's transaction; may run twice, so it changes nothing outside it. */
  async function writeBatch(trx: Db, batch: Prepared[]) {
    const { kept: prepared, done } = await admit(trx, batch)
    const broken = new Map<
      string,
      { day: string; path: string; referrer: string; visitor: string; hits: number }
    >()
    const byVisitor = new Map<string, Prepared[]>()
    const searches = new Map<
      string,
      { day: string; query: string; visitor: string; hits: number }
    >()
    for (const item of prepared) {
      const query = item.hit.notFound ? null : searchedFor(item.hit.path, item.hit.url)
      if (query) {
        const key = `${item.wall.day}\n${query}\n${item.visitor}`
        const row = searches.get(key)
        if (row) row.hits++
        else searches.set(key, { day: item.wall.day, query, visitor: item.visitor, hits: 1 })
      }
      if (item.hit.notFound) {
        const referrer = linkedFrom(item.hit.referer, ownHosts(item.hit))
        const key = `${item.wall.day}\n${item.hit.path}\n${referrer}\n${item.visitor}`
        const row = broken.get(key)
        if (row) row.hits++
        else
          broken.set(key, {
            day: item.wall.day,
            path: item.hit.path,
            referrer,
            visitor: item.visitor,
            hits: 1,
          })
        continue
      }
      const list = byVisitor.get(item.visitor)
      if (list) list.push(item)
      else byVisitor.set(item.visitor, [item])
    }

    const lookups = new Set<string>()
    let since = Infinity
    for (const [visitor, list] of byVisitor) {
      lookups.add(visitor)
      for (const item of list) if (item.previous) lookups.add(item.previous)
      since = Math.min(since, toEpochSeconds(list[0]!.hit.at) - VISIT_GAP_SECONDS)
    }
    const open = lookups.size ? await openVisits(trx, [...lookups], since) : new Map()

    const writes: VisitWrite[] = []
    for (const [visitor, list] of byVisitor) {
      const first = list[0]!
      const stored = [open.get(visitor), first.previous && open.get(first.previous)]
        .filter((v): v is { day: string; id: string; last_at: number } => Boolean(v))
        .sort((a, b) => b.last_at - a.last_at)[0]
      let current: VisitWrite | undefined = stored && {
        day: stored.day,
        id: stored.id,
        existing: true,
        lastAt: stored.last_at,
        exitPage: '',
        rows: [],
        added: 0,
      }
      if (current) writes.push(current)
      for (const item of list) {
        const at = toEpochSeconds(item.hit.at)
        if (!current || at - current.lastAt > VISIT_GAP_SECONDS) {
          current = newVisit(item, at)
          writes.push(current)
        }
        const last = current.rows[current.rows.length - 1]
        // Reloads of one page within the hour share a row: a reload storm costs no rows.
        if (last && last.path === item.hit.path && last.hour === item.wall.hour) {
          last.count++
          last.at = Math.max(last.at, at)
        } else {
          current.rows.push({ at, hour: item.wall.hour, path: item.hit.path, count: 1 })
        }
        current.added++
        if (at >= current.lastAt) {
          current.lastAt = at
          current.exitPage = item.hit.path
        }
      }
    }

    const views: (ViewRow & { visit_id: string; n: number })[] = []
    const fresh = writes.filter((w) => !w.existing)
    for (let i = 0; i < fresh.length; i += ROWS_PER_INSERT / 4) {
      await trx
        .insertInto('analytics_visits')
        .values(
          fresh.slice(i, i + ROWS_PER_INSERT / 4).map((w) => ({
            day: w.day,
            id: w.id,
            ...w.fresh!,
            last_at: w.lastAt,
            views: w.added,
            exit_page: w.exitPage,
            conversions: 0,
          })),
        )
        .execute()
    }
    // Visits that go on: one UPDATE per chunk, each visit's numbers in a CASE. The view count
    // is added in SQL and the new views numbered from the count it returns, so another
    // instance adding to the same visit at the same moment gets the numbers after (or before).
    const continued = writes.filter((w) => w.existing && w.added > 0)
    const counts = new Map<string, number>()
    for (let i = 0; i < continued.length; i += ROWS_PER_INSERT / 4) {
      for (const row of await continueVisits(trx, continued.slice(i, i + ROWS_PER_INSERT / 4))) {
        counts.set(row.id, Number(row.views))
      }
    }
    for (const w of writes) {
      let first = 1
      if (w.existing) {
        const count = counts.get(w.id)
        if (count === undefined) continue
        first = count - w.added + 1
      }
      w.rows.forEach((row, i) => views.push({ visit_id: w.id, n: first + i, ...row }))
    }
    for (let i = 0; i < views.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('analytics_views')
        .values(views.slice(i, i + ROWS_PER_INSERT))
        .execute()
    }
    const brokenRows = [...broken.values()]
    for (let i = 0; i < brokenRows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('analytics_not_found')
        .values(brokenRows.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) =>
          oc
            .columns(['day', 'path', 'referrer', 'visitor'])
            .doUpdateSet({ hits: sql<number>`analytics_not_found.hits + excluded.hits` }),
        )
        .execute()
    }
    const searchRows = [...searches.values()]
    for (let i = 0; i < searchRows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('analytics_searches')
        .values(searchRows.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) =>
          oc
            .columns(['day', 'query', 'visitor'])
            .doUpdateSet({ hits: sql<number>`analytics_searches.hits + excluded.hits` }),
        )
        .execute()
    }
    return done
  }

  /**
   * Adds views to stored visits in one statement (an UPDATE joined to a VALUES list, which both
   * engines read): the count grows by what each got, its last time and exit page move only
   * with a view later than the stored last one. Resolves with each visit's new count.
   */
  async function continueVisits(trx: Db, visits: VisitWrite[]) {
    const values = sql.join(
      visits.map((w) => sql`(${w.day}, ${w.id}, ${w.added}, ${w.lastAt}, ${w.exitPage || null})`),
    )
    const { rows } = await sql<{ id: string; views: number }>`
      update analytics_visits set
        views = views + cast(v.column3 as integer),
        exit_page = case when v.column5 is not null and last_at <= cast(v.column4 as integer)
          then v.column5 else exit_page end,
        last_at = case when last_at < cast(v.column4 as integer)
          then cast(v.column4 as integer) else last_at end
      from (values ${values}) as v
      where analytics_visits.day = v.column1 and analytics_visits.id = v.column2
      returning analytics_visits.id as id, analytics_visits.views as views`.execute(trx)
    return rows
  }

  function newVisit(item: Prepared, at: number): VisitWrite {
    const { hit, agent } = item
    // The landing request: its referrer and UTM tags are the visit's source. A navigation's
    // data request carries neither (its Referer is our own page).
    const tags = hit.data ? utmTags('') : utmTags(hit.url)
    return {
      day: item.wall.day,
      id: randomBytes(12).toString('base64url'),
      existing: false,
      lastAt: at,
      exitPage: hit.path,
      rows: [],
      added: 0,
      fresh: {
        visitor: item.visitor,
        entry_page: hit.path,
        referrer: referrerHost(hit.referer, ownHosts(hit)),
        utm_source: tags.utmSource,
        utm_medium: tags.utmMedium,
        utm_campaign: tags.utmCampaign,
        device: agent.device,
        browser: agent.browser,
        os: agent.os,
        country: hit.country ?? countries.fromAddress(hit.address),
        language: splitLanguagePath(hit.path, languages).language.code,
      },
    }
  }

  /** The days a cap has been reached on, so it is logged once a day per process. */
  const capsReached = new Set<string>()

  async function write(batch: Hit[]) {
    const prepared = await prepare(batch)
    if (!prepared.length) return
    const done = await groupCommit.run((trx) => writeBatch(trx, prepared))
    for (const [day, a] of done) {
      if (a.overDayCap && !capsReached.has(`${day}:day`)) {
        capsReached.add(`${day}:day`)
        logger.warn(
          { day, cap: caps.visitorsPerDay },
          'analytics: visitors past the day’s cap are counted, not kept (ANALYTICS_DAY_VISITORS)',
        )
      }
      if (a.overVisitorCap && !capsReached.has(`${day}:visitor`)) {
        capsReached.add(`${day}:visitor`)
        logger.warn(
          { day, cap: caps.viewsPerVisitor },
          'analytics: a visitor went past the views kept per visitor a day (ANALYTICS_VISITOR_VIEWS)',
        )
      }
    }
  }

  async function drain() {
    while (pending.length) {
      const batch = pending.slice(0, BATCH)
      pending = pending.slice(batch.length)
      try {
        await write(batch)
      } catch (error) {
        // Kept for the next try while there is room: a database away for a moment loses nothing.
        if (pending.length + batch.length <= MAX_PENDING) pending = batch.concat(pending)
        else dropped += batch.length
        throw error
      }
    }
    if (dropped) {
      logger.warn({ dropped }, 'page views dropped: the analytics queue was full')
      dropped = 0
    }
  }

  return {
    enabled: true,
    salts,
    get pending() {
      return pending.length
    },

    count(request: AnsweredRequest, address: () => string) {
      const { status } = request
      if (status !== 200 && status !== 304 && status !== 404) return
      const headers = request.headers
      const counted = countedPath(request.method, request.url, headers)
      if (!counted) return
      if (pending.length >= MAX_PENDING) {
        dropped++
        return
      }
      pending.push({
        at: clock.now().getTime(),
        path: counted.path,
        data: counted.data,
        notFound: status === 404,
        url: request.url!,
        userAgent: headers['user-agent'],
        referer: headers.referer,
        host: headers.host,
        address: address(),
        country: countries.fromHeaders(headers),
      })
    },

    flush() {
      const run = (flushing ?? Promise.resolve()).catch(() => undefined).then(drain)
      const tracked: Promise<void> = run.finally(() => {
        if (flushing === tracked) flushing = undefined
      })
      flushing = tracked
      return run
    },

    async currentVisit({ address, userAgent }): Promise<CurrentVisit | null> {
      if (!userAgent || describeAgent(userAgent).bot) return null
      try {
        await this.flush()
      } catch (error) {
        logger.warn({ err: error }, 'page views could not be written before a visit lookup')
      }
      const now = clock.now().getTime()
      const wall = wallClock(now, timeZone)
      const visitors: string[] = []
      const today = await salts.existing(db, wall.day)
      if (today) visitors.push(visitorHash(today, address, userAgent))
      if (wall.minute < VISIT_GAP_SECONDS / 60) {
        const yesterday = await salts.existing(db, addDays(wall.day, -1))
        if (yesterday) visitors.push(visitorHash(yesterday, address, userAgent))
      }
      if (!visitors.length) return null
      const row = await db
        .selectFrom('analytics_visits')
        .selectAll()
        .where('visitor', 'in', visitors)
        .where('last_at', '>=', toEpochSeconds(now) - VISIT_GAP_SECONDS)
        .orderBy('last_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row
        ? {
            day: row.day,
            id: row.id,
            source: {
              landingPage: row.entry_page,
              referrer: row.referrer,
              utmSource: row.utm_source,
              utmMedium: row.utm_medium,
              utmCampaign: row.utm_campaign,
            },
          }
        : null
    },

    async convert(trx, visit) {
      await trx
        .updateTable('analytics_visits')
        .set({ conversions: sql<number>`conversions + 1` })
        .where('day', '=', visit.day)
        .where('id', '=', visit.id)
        .execute()
    },

    async convertOnPage(trx, page) {
      const { day } = wallClock(clock.now().getTime(), timeZone)
      await trx
        .insertInto('analytics_form_conversions')
        .values({ day, page, conversions: 1 })
        .onConflict((oc) =>
          oc.columns(['day', 'page']).doUpdateSet({
            conversions: sql<number>`analytics_form_conversions.conversions + 1`,
          }),
        )
        .execute()
    },
  }
}

/** ANALYTICS=off: nothing is counted, kept or looked up. */
export const disabledAnalytics: Analytics = {
  enabled: false,
  count() {},
  currentVisit: async () => null,
  convert: async () => {},
  convertOnPage: async () => {},
  flush: async () => {},
}
