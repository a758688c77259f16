import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { launchBrowser, openPage } from './support/browser'
import {
  adminCall,
  adminToken,
  axeViolations,
  siteAdminEnv,
  waitForHydration,
} from './support/site'

/**
 * The site in three languages (SITE_LANGUAGES=en,de,ar; ADR 078, 079): each page's address in
 * each language, its `<html lang dir>`, canonical and `hreflang` links (the languages it is
 * translated into), the sitemap's alternates,
 * the not-found page per language, the page cache keeping each language's answer apart, the
 * fixed texts of the page's language alone, and the switcher in a browser.
 */
const SITE_URL = 'https://agency.example'

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0]
const links = (html: string, rel: string) =>
  [...html.matchAll(/<link[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`))
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]

describe('the site in several languages', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...siteAdminEnv, SITE_URL, SITE_LANGUAGES: 'en,de,ar' } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(server.baseUrl + path, init)
    return { status: res.status, html: await res.text(), headers: res.headers }
  }

  it('serves every public page in each language, advertising only the languages it is translated into', async () => {
    // The home page and one project translated into German, nothing into Arabic.
    const token = await adminToken(server.baseUrl)
    const home = await adminCall(server.baseUrl, token, 'GET', '/api/content/home')
    await adminCall(server.baseUrl, token, 'PUT', '/api/content/home?lang=de', {
      content: { ...home.content, hero: { ...home.content.hero, tagline: 'Wir bauen Websites' } },
    })
    const projects = (await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')) as {
      _id: string
      slug: string
    }[]
    const translated = projects.at(-1)!
    const untranslated = projects[0]!
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${translated._id}?lang=de`, {
      title: 'Ein Projekt auf Deutsch',
    })
    const project = `/portfolio/${translated.slug}`
    const inGerman = new Set(['/', project])
    for (const path of [
      '/',
      '/services',
      '/services/seo',
      project,
      `/portfolio/${untranslated.slug}`,
      '/contact',
      '/company/team',
    ]) {
      for (const [prefix, lang, dir] of [
        ['', 'en', 'ltr'],
        ['/de', 'de', 'ltr'],
        ['/ar', 'ar', 'rtl'],
      ] as const) {
        const address = prefix + (path === '/' && prefix ? '' : path)
        const { status, html } = await get(address)
        // Every page is served in every language, each text falling back to English.
        expect(status, address).toBe(200)
        expect(htmlTag(html), address).toContain(`lang="${lang}" dir="${dir}"`)
        const own = lang === 'en' || (lang === 'de' && inGerman.has(path))
        // A page in a language it is not translated into is a copy: its canonical is English.
        expect(attr(links(html, 'canonical')[0]!, 'href'), address).toBe(
          SITE_URL + (own ? address : path),
        )
        const alternates = Object.fromEntries(
          // The languages' alternates: the feed's (an alternate of its own type) is not one.
          links(html, 'alternate')
            .filter((tag) => attr(tag, 'hrefLang'))
            .map((tag) => [attr(tag, 'hrefLang'), attr(tag, 'href')]),
        )
        const inDe = path === '/' ? '/de' : `/de${path}`
        expect(alternates, address).toEqual(
          inGerman.has(path)
            ? { en: SITE_URL + path, de: SITE_URL + inDe, 'x-default': SITE_URL + path }
            : {},
        )
        // The switcher still leads to every language.
        expect(html, address).toContain(`hrefLang="ar"`)
      }
    }
  })

  it('answers the not-found page in the language of the address, and 404 for no language', async () => {
    const german = await get('/de/no-such-page')
    expect(german.status).toBe(404)
    expect(htmlTag(german.html)).toContain('lang="de"')
    expect(german.html).toContain('Hoppla! Seite nicht gefunden')
    expect(german.html).toContain('<title>Seite nicht gefunden</title>')
    const project = await get('/de/portfolio/no-such-project')
    expect(project.status).toBe(404)
    expect(project.html).toContain('Hoppla! Seite nicht gefunden')
    const arabic = await get('/ar/services/no-such-service')
    expect(arabic.status).toBe(404)
    expect(htmlTag(arabic.html)).toContain('dir="rtl"')
    // A segment that is no language of the site, or the default's own code, names no page.
    for (const path of ['/fr', '/fr/contact', '/en', '/en/services']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.html, path).toContain('Oops! Page not found')
    }
    // And takes no post: no message is stored from an address that is no page.
    const post = await get('/fr/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=A',
    })
    expect(post.status).toBe(404)
  })

  it('lists each page in the sitemap in the languages it is translated into, with those alternates', async () => {
    const { html: xml } = await get('/sitemap.xml')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[.]/g, '\\.')}</loc>(.*?)</url>`).exec(xml)?.[1]
    for (const loc of [`${SITE_URL}/`, `${SITE_URL}/de`]) {
      expect(entry(loc), loc).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/"/>` +
          `<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}/de"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/"/>`,
      )
    }
    // Translated into nothing: listed once, in English, with no alternates.
    expect(entry(`${SITE_URL}/services`)).toBe('')
    expect(entry(`${SITE_URL}/de/services`)).toBeUndefined()
    expect(xml).not.toContain(`${SITE_URL}/ar`)
    expect(xml).not.toContain('/en/')
  })

  it('keeps each language’s answer apart in the page cache, and drops both on an edit', async () => {
    const first = { en: await get('/company'), de: await get('/de/company') }
    const again = { en: await get('/company'), de: await get('/de/company') }
    expect(again.en.html).toBe(first.en.html)
    expect(again.de.html).toBe(first.de.html)
    expect(htmlTag(again.de.html)).toContain('lang="de"')
    expect(htmlTag(again.en.html)).toContain('lang="en"')
    expect(again.de.headers.get('etag')).not.toBe(again.en.headers.get('etag'))
    // The second German read was a hit of its own key, not the English answer.
    const id = again.de.headers.get('x-request-id')!
    await expect.poll(() => server.output.some((l) => l.includes(id))).toBe(true)
    expect(JSON.parse(server.output.find((l) => l.includes(id))!)).toMatchObject({
      req: { url: '/de/company' },
      cache: 'hit',
    })

    await get('/portfolio')
    await get('/de/portfolio')
    const token = await adminToken(server.baseUrl)
    const [project] = await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${project._id}`, {
      title: 'Edited For Every Language',
    })
    expect((await get('/portfolio')).html).toContain('Edited For Every Language')
    expect((await get('/de/portfolio')).html).toContain('Edited For Every Language')
  })

  it('gives a page its own language’s fixed texts and no other’s, in its HTML and its scripts', async () => {
    const german = await get('/de/contact')
    expect(german.html).toContain('Nachricht senden')
    expect(german.html).toContain('Telefon (optional)')
    expect(german.html).not.toContain('Send Message')
    expect(german.html).not.toContain('أرسل الرسالة')
    const english = await get('/contact')
    expect(english.html).toContain('Send Message')
    expect(english.html).not.toContain('Nachricht senden')
    // No catalogue rides in the page's JavaScript: the texts come with the page's data.
    // Every module the page names: its preloads wait for the first paint in a list (ADR 095).
    const scripts = [...german.html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of new Set(scripts)) {
      const code = await (await fetch(server.baseUrl + script)).text()
      for (const text of ['Nachricht senden', 'Hoppla', 'أرسل الرسالة', 'Send Message']) {
        expect(code.includes(text), `${script}: ${text}`).toBe(false)
      }
    }
  })

  it('shows no English fixed text on German pages: categories, service pages, contact cards', async () => {
    const projects = (await (await fetch(`${server.baseUrl}/api/portfolio`)).json()) as {
      slug: string
      category: string
    }[]
    /** The page's visible text (the markup and scripts left out). */
    const text = async (path: string) =>
      (await get(path)).html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, '\n')
        .replace(/&#x27;|&#39;/g, "'")
    // Each page, the English fixed texts it showed before its catalogue had them (never site
    // copy, which falls back to English until translated), and a German text in their place.
    const pages: [string, string[], string[]][] = [
      [
        '/de/contact',
        ['We reply within one business day.', 'Leave this field empty'],
        ['Wir antworten innerhalb eines Werktags.'],
      ],
      [
        '/de/services/seo',
        [
          'What We Offer',
          'What You Receive',
          'talk about your project',
          'Tell us what you need',
          'Get in Touch',
        ],
        ['Was wir bieten', 'Was Sie bekommen', 'Kontakt aufnehmen'],
      ],
      ['/de/services/wordpress-development', ['Part of '], ['Teil von ']],
      // The catalogue's own service is called Cyber Security in the copy: only the filter is fixed.
      ['/de/services', ['All Services'], ['Alle Leistungen', 'Cybersicherheit']],
      ['/de/portfolio', ['All Projects', 'Web Development'], ['Alle Projekte', 'Webentwicklung']],
      ['/de/company', ['Founded '], ['Gegründet ']],
    ]
    const web = projects.find((p) => p.category === 'web')
    if (web) pages.push([`/de/portfolio/${web.slug}`, ['Web Development'], ['Webentwicklung']])
    for (const [path, english, german] of pages) {
      const shown = await text(path)
      for (const phrase of english) expect(shown, `${path}: ${phrase}`).not.toContain(phrase)
      for (const phrase of german) expect(shown, `${path}: ${phrase}`).toContain(phrase)
    }
    // And the English pages keep the spec's texts.
    expect(await text('/contact')).toContain('We reply within one business day.')
    expect(await text('/portfolio')).toContain('All Projects')
  })

  it('previews a German draft at the German address, with the banner in German', async () => {
    const token = await adminToken(server.baseUrl)
    const company = await adminCall(server.baseUrl, token, 'GET', '/api/content/company?lang=de')
    const { url } = await adminCall(
      server.baseUrl,
      token,
      'POST',
      '/api/content/company/preview?lang=de',
      {
        ...company.content,
        title: 'Über uns im Entwurf',
      },
    )
    expect(url).toMatch(/^\/de\/company\?preview=/)
    const { html } = await get(url)
    expect(htmlTag(html)).toContain('lang="de"')
    expect(html).toContain('Über uns im Entwurf')
    expect(html).toContain(
      'Vorschau: Diese Seite zeigt Änderungen, die noch nicht veröffentlicht sind.',
    )
    expect(html).toContain('Veröffentlichte Seite ansehen')
    expect(html).not.toContain('See the published page')
    // Nothing published: the German page is as it was.
    expect((await get('/de/company')).html).not.toContain('Über uns im Entwurf')
  })

  it('answers a German post made without JavaScript with German field errors', async () => {
    const res = await get('/de/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'A',
        email: 'not-an-address',
        phone: '',
        subject: 'Hi',
        message: 'short',
      }).toString(),
    })
    expect(res.status).toBe(400)
    for (const text of [
      'Der Name muss mindestens 2 Zeichen lang sein',
      'Ungültige E-Mail-Adresse',
      'Der Betreff muss mindestens 5 Zeichen lang sein',
      'Die Nachricht muss mindestens 10 Zeichen lang sein',
    ]) {
      expect(res.html).toContain(text)
    }
    expect(res.html).not.toContain('Name must be at least 2 characters')
  })

  it('switches language from the header by keyboard, right to left for Arabic, axe-clean', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, close } = await openPage(browser, {
        colorScheme,
        reducedMotion: 'reduce',
      })
      try {
        await page.goto(server.baseUrl + '/de/services')
        const switcher = page.getByRole('navigation', { name: 'Sprache' })
        const current = switcher.getByRole('link', { name: 'Deutsch' })
        expect(await current.getAttribute('aria-current')).toBe('page')
        await waitForHydration(page, 'de')
        expect(await axeViolations(page), `de (${colorScheme})`).toEqual([])

        // The keyboard reaches the Arabic link and follows it to the same page in Arabic.
        const arabic = switcher.getByRole('link', { name: 'العربية' })
        await arabic.focus()
        expect(await arabic.evaluate((el) => el === document.activeElement)).toBe(true)
        await Promise.all([
          page.waitForURL(`${server.baseUrl}/ar/services`),
          page.keyboard.press('Enter'),
        ])
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
        expect(await page.locator('html').getAttribute('lang')).toBe('ar')
        await page
          .locator('aside[aria-label="المظهر"] button:not([aria-label="بدّل المظهر"])')
          .waitFor({ state: 'attached' })
        // Mirrored: the header's logo now sits on the right of the language switch.
        const logo = await page.locator('header a').nth(1).boundingBox()
        const nav = await page.getByRole('navigation', { name: 'اللغة' }).boundingBox()
        expect(logo!.x).toBeGreaterThan(nav!.x)
        expect(await axeViolations(page), `ar (${colorScheme})`).toEqual([])

        // A navigation inside the page (no new document) leaves the switch and the alternates
        // on the page the visitor is on, not the one they came from.
        await page
          .getByRole('navigation', { name: 'القائمة الرئيسية' })
          .getByRole('link')
          .nth(3)
          .click()
        await page.waitForURL((url) => url.pathname !== '/ar/services')
        const path = new URL(page.url()).pathname
        expect(path).toMatch(/^\/ar\//)
        const unprefixed = path.slice('/ar'.length)
        await expect
          .poll(() =>
            page
              .getByRole('navigation', { name: 'اللغة' })
              .getByRole('link', { name: 'Deutsch' })
              .getAttribute('href'),
          )
          .toBe(`/de${unprefixed}`)
        // Nothing is translated into Arabic: the page is a copy of the English one, and says so.
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          SITE_URL + unprefixed,
        )
        expect(await page.locator('link[rel="alternate"][hreflang="ar"]').count()).toBe(0)

        // And back to English, at the address without a prefix.
        await Promise.all([
          page.waitForURL(`${server.baseUrl}${unprefixed}`),
          page
            .getByRole('navigation', { name: 'اللغة' })
            .getByRole('link', { name: 'English' })
            .click(),
        ])
        expect(await page.locator('html').getAttribute('lang')).toBe('en')
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }
  }, 150_000)

  it('puts a project at its German slug under /de, and sends its English slug there', async () => {
    const token = await adminToken(server.baseUrl)
    const projects = (await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')) as {
      _id: string
      slug: string
    }[]
    const project = projects.at(-1)!
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${project._id}?lang=de`, {
      slug: 'ein-projekt-auf-deutsch',
    })
    const moved = await fetch(`${server.baseUrl}/de/portfolio/${project.slug}`, {
      redirect: 'manual',
    })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/de/portfolio/ein-projekt-auf-deutsch')
    const { status, html } = await get('/de/portfolio/ein-projekt-auf-deutsch')
    expect(status).toBe(200)
    expect(attr(links(html, 'canonical')[0]!, 'href')).toBe(
      `${SITE_URL}/de/portfolio/ein-projekt-auf-deutsch`,
    )
    // The switch leads to the English page at its English slug, the Arabic at the English too.
    expect(html).toContain(`href="/portfolio/${project.slug}"`)
    expect(html).toContain(`href="/ar/portfolio/${project.slug}"`)
    // The German list links to the German address.
    expect((await get('/de/portfolio')).html).toContain(
      'href="/de/portfolio/ein-projekt-auf-deutsch"',
    )
    expect((await get('/portfolio/ein-projekt-auf-deutsch')).status).toBe(404)
  })
})
