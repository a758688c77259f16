import { describe, expect, it } from 'vitest'
import { countedPath, linkedFrom, referrerHost, utmTags } from './counting'

describe('which requests can be page views', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    countedPath('GET', url, headers)

  it('takes a public page, without its query, trailing slash or React Router data suffix', () => {
    expect(get('/')).toEqual({ path: '/', data: false })
    expect(get('/services/?utm_source=x')).toEqual({ path: '/services', data: false })
    expect(get('/services.data?_routes=routes%2Fsite%2Fservices')).toEqual({
      path: '/services',
      data: true,
    })
    expect(get('/_root.data')).toEqual({ path: '/', data: true })
  })

  it('leaves out HEAD, prefetches, the portal, the API, files and previews', () => {
    expect(countedPath('HEAD', '/', {})).toBeNull()
    expect(get('/', { 'sec-purpose': 'prefetch;prerender' })).toBeNull()
    expect(get('/', { purpose: 'prefetch' })).toBeNull()
    for (const url of [
      '/admin',
      '/admin/analytics',
      '/admin.data',
      '/api/analytics/summary',
      '/assets/app-1.js',
      '/uploads/a.webp',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/wp-login.php',
      '/__manifest?p=%2F',
      '/healthz',
      '/contact?preview=abc',
    ]) {
      expect(get(url), url).toBeNull()
    }
    // A page whose name merely starts like one of those is a page.
    expect(get('/administration')).toEqual({ path: '/administration', data: false })
  })
})

describe('what a landing request says of its visit', () => {
  it('reads the UTM tags, trimmed, and nothing else of the query', () => {
    expect(utmTags('/?utm_source=%20news%20&utm_campaign=autumn&gclid=1')).toEqual({
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'autumn',
    })
    expect(utmTags('/services')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null })
  })

  it('names the referring host without www, and never our own', () => {
    const own = ['agency.test']
    expect(referrerHost('https://www.google.com/search?q=x', own)).toBe('google.com')
    expect(referrerHost('https://agency.test/services', own)).toBeNull()
    expect(referrerHost('https://www.agency.test:8443/', own)).toBeNull()
    expect(referrerHost('not a url', own)).toBeNull()
    expect(referrerHost(undefined, own)).toBeNull()
  })

  it('says where a broken link was followed from, without its query', () => {
    const own = ['agency.test']
    expect(linkedFrom('https://agency.test/company?x=1', own)).toBe('/company')
    expect(linkedFrom('https://blog.example/post/?id=7', own)).toBe('blog.example/post')
    expect(linkedFrom(undefined, own)).toBe('')
  })
})
