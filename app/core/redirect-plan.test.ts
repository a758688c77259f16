import { describe, expect, it } from 'vitest'
import {
  planRedirects,
  servableRedirects,
  type RedirectData,
  type StoredRedirect,
} from './redirect-plan'

const r = (from: string, to: string, status: 301 | 302 = 301): RedirectData => ({
  from,
  to,
  status,
})
const stored = (id: string, from: string, to: string): StoredRedirect => ({ id, ...r(from, to) })
const site = new Set(['agency.example'])

/** The loop's message, or the changes when there is none. */
const loopOf = (table: StoredRedirect[], incoming: RedirectData[]) =>
  planRedirects(table, incoming, site).loop

describe('planRedirects', () => {
  it('refuses a loop through a trailing slash, case, escapes or a dot segment', () => {
    for (const to of ['/lz', '/lz/', '/LZ', '/%6Cz', '/./lz', '/x/../lz', '/lz?utm=1', '/lz#top']) {
      expect(loopOf([], [r('/lz', to)]), to).toEqual({
        index: 0,
        detail: `${to} leads back to /lz`,
      })
    }
  })

  it('refuses a loop through the site’s own origin, on either scheme, but not another host', () => {
    for (const to of [
      'https://agency.example/a',
      'http://AGENCY.example/a/',
      'https://agency.example:443/A',
    ]) {
      expect(loopOf([], [r('/a', to)]), to).toBeDefined()
    }
    expect(loopOf([], [r('/a', 'https://other.example/a')])).toBeUndefined()
    expect(loopOf([], [r('/a', 'https://agency.example:8443/a')])).toBeUndefined()
  })

  it('refuses a chain that comes back, stored or in the same import', () => {
    expect(loopOf([stored('1', '/b', '/a')], [r('/a', '/b')])).toEqual({
      index: 0,
      detail: '/b leads back to /a',
    })
    expect(loopOf([stored('1', '/b', 'https://agency.example/A/')], [r('/a', '/B')])).toBeDefined()
    expect(loopOf([], [r('/x', '/y'), r('/a', '/b'), r('/b', '/a')])).toEqual({
      index: 2,
      detail: '/a leads back to /b',
    })
  })

  it('stores one hop: follows the target, and re-points what led to the new path', () => {
    const table = [stored('1', '/old', '/older'), stored('2', '/b', '/products')]
    const { changes } = planRedirects(table, [r('/Older/', '/B')], site)
    // /older → /b is stored as /older → /products (its end), and /old → /older follows.
    expect(changes).toEqual({
      inserts: [{ ...r('/older', '/products'), index: 0 }],
      updates: [{ id: '1', ...r('/old', '/products') }],
      deletes: [],
    })
  })

  it('replaces a redirect from the same path in any spelling, keeping one row', () => {
    const table = [stored('1', '/Promo', '/a'), stored('2', '/promo', '/b')]
    const { changes } = planRedirects(table, [r('/PROMO/', '/c', 302)], site)
    expect(changes).toEqual({
      inserts: [],
      updates: [{ id: '2', ...r('/promo', '/c', 302), index: 0 }],
      deletes: ['1'],
    })
  })

  it('reads new rows as one set: a later row for a path replaces an earlier one', () => {
    const { changes } = planRedirects([], [r('/a', '/b'), r('/b', '/a'), r('/b', '/c')], site)
    expect(changes!.inserts).toEqual([
      { ...r('/a', '/c'), index: 0 },
      { ...r('/b', '/c'), index: 2 },
    ])
  })

  it('writes nothing for rows already stored as they are', () => {
    const table = [stored('1', '/old', '/new'), stored('2', '/x', 'https://partner.example/')]
    expect(planRedirects(table, [r('/old', '/new')], site).changes).toEqual({
      inserts: [],
      updates: [],
      deletes: [],
    })
  })

  it('works out thousands of chained rows in one pass, each to the end of its chain', () => {
    // Each row leads to the next one's path, forwards and backwards: every one ends at the end.
    const forwards = Array.from({ length: 5_000 }, (_, i) => r(`/f-${i}`, `/f-${i + 1}`))
    const backwards = Array.from({ length: 5_000 }, (_, i) => r(`/b-${i + 1}`, `/b-${i}`))
    const { changes } = planRedirects([], [...forwards, ...backwards], site)
    expect(changes!.inserts).toHaveLength(10_000)
    expect(new Set(changes!.inserts.map((row) => row.to))).toEqual(new Set(['/f-5000', '/b-0']))
    // Closing the chain anywhere is a loop, named by the row that closes it.
    const closed = planRedirects([], [...forwards, r('/f-5000', '/f-7')], site)
    expect(closed.loop).toEqual({ index: 5_000, detail: '/f-7 leads back to /f-5000' })
  })
})

describe('servableRedirects', () => {
  const rules = {
    reserved: (key: string) => key === '/healthz' || key.startsWith('/admin'),
    isLink: (to: string) => !to.startsWith('//') && !to.startsWith('/\\'),
  }

  it('answers by the compared path, and leaves out what a visitor must never get', () => {
    const table = servableRedirects(
      [
        r('/Old-Offer', '/products'),
        r('/healthz', '/'),
        r('/Admin', '/'),
        r('/bad', '/\\evil.example'),
        r('/lz', '/lz/'),
        r('/a', '/B'),
        r('/b', 'https://agency.example/a'),
        r('/fine', 'https://partner.example/'),
      ],
      site,
      rules,
    )
    expect([...table.keys()].sort()).toEqual(['/b', '/fine', '/old-offer'])
    expect(table.get('/old-offer')).toEqual({ to: '/products', status: 301 })
  })
})
