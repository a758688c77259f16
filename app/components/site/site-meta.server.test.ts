import { describe, expect, it } from 'vitest'
import { siteMeta, type SiteData } from './site-data'
import { pageCards, pageFrameMeta } from './site-meta.server'

const origin = 'https://agency.example'
const alternates = [
  { code: 'en', name: 'English', href: '/services', dir: 'ltr' as const, current: false },
  { code: 'de', name: 'Deutsch', href: '/de/services', dir: 'ltr' as const, current: true },
]

describe('a public page’s meta tags', () => {
  const frameMeta = pageFrameMeta({
    origin,
    pathname: '/de/services',
    siteName: 'Agency',
    themeColor: '#123456',
    alternates,
  })
  const layout = {
    brand: { name: 'Agency' },
    notFound: false,
    frameMeta,
    cards: pageCards(origin, '/de/services', '/services'),
    messages: { 'notFound.title': 'Seite nicht gefunden' },
  } as unknown as SiteData
  const args = (data: SiteData) => ({
    matches: [{ id: 'routes/site/layout', data }],
    location: { pathname: '/de/services' },
  })

  it('points canonical and og:url at the page’s own address, in its language', () => {
    expect(frameMeta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${origin}/de/services`,
    })
    expect(frameMeta).toContainEqual({ property: 'og:url', content: `${origin}/de/services` })
  })

  it('names the page in every language and x-default, and nothing for a site in one', () => {
    const hreflang = frameMeta.filter((t) => 'hrefLang' in t)
    expect(hreflang).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}/services` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de', href: `${origin}/de/services` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}/services` },
    ])
    const single = pageFrameMeta({
      origin,
      pathname: '/services',
      siteName: 'Agency',
      themeColor: '#123456',
      alternates: [alternates[0]!],
    })
    expect(single.some((t) => 'hrefLang' in t)).toBe(false)
  })

  it('advertises the journal’s feed on every page, absolute', () => {
    expect(frameMeta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Agency',
      href: `${origin}/blog/feed.xml`,
    })
  })

  it('adds the page’s title, description and card to the frame', () => {
    const tags = siteMeta(args(layout), { title: 'Leistungen', description: 'Was wir tun' })
    expect(tags).toContainEqual({ title: 'Leistungen | Agency' })
    expect(tags).toContainEqual({ name: 'description', content: 'Was wir tun' })
    // The title card in the page's language; the picture card is every language's.
    expect(tags).toContainEqual({ property: 'og:image', content: `${origin}/og/de/services.png` })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    const project = siteMeta(args(layout), { title: 'P', description: 'D', card: 'photo' })
    expect(project).toContainEqual({ name: 'twitter:image', content: `${origin}/og/services.jpg` })
  })

  it('is the not-found page’s, in its language, for an address naming no language', () => {
    expect(siteMeta(args({ ...layout, notFound: true }), { title: 'x', description: 'y' })).toEqual(
      [{ title: 'Seite nicht gefunden' }, { name: 'robots', content: 'noindex' }],
    )
  })
})
