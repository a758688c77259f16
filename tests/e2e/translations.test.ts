import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminEnv, apiSignIn, axeViolations, signIn, toastWith } from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'
import { waitPastFillTime } from './support/site'

/**
 * Translating the site in the portal (issue #37; ADR 080), as an agency with SITE_LANGUAGES=en,de
 * would: the home page and a project side by side with their English text, the German pages
 * showing the translation and the English ones untouched, the Translations screen saying what
 * is done, and a message sent from the German contact page keeping its language.
 */
describe('translating the site in the portal', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...adminEnv, SITE_LANGUAGES: 'en,de' } }),
      launchBrowser(),
    ])
    watched = await openPage(browser, { reducedMotion: 'reduce' })
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const html = async (path: string) => (await fetch(server.baseUrl + path)).text()

  it('translates the home page beside its English text, and only /de shows it', async () => {
    const english = 'Empowering Ideas with Digital Solutions'
    expect(await html('/de')).toContain(english)
    await page.goto(`${server.baseUrl}/admin/site-content/home`)
    const languages = page.getByRole('navigation', { name: 'Language of the content' })
    await languages.getByRole('link', { name: 'German' }).click()
    await page.waitForURL(/\/admin\/site-content\/home\?lang=de$/)
    await page.getByText('You are translating into German.').waitFor()
    const tagline = page.getByLabel('Tagline')
    // The English text is under the field, and the field starts from it (nothing translated yet).
    expect(await tagline.inputValue()).toBe(english)
    await expect
      .poll(() => tagline.evaluate((el) => el.getAttribute('aria-describedby')))
      .toMatch(/-original/)
    await page.getByText(`English: ${english}`).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await tagline.fill('Ideen stärken mit digitalen Lösungen')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await toastWith(page, 'Home page published')

    await expect.poll(() => html('/de')).toContain('Ideen stärken mit digitalen Lösungen')
    expect(await html('/')).toContain(english)
    expect(await html('/')).not.toContain('Ideen stärken')
  })

  it('translates a project, keeps its shared fields, and the Translations screen says so', async () => {
    const token = await apiSignIn(server.baseUrl)
    const [project] = (await (await fetch(`${server.baseUrl}/api/portfolio`)).json()) as {
      _id: string
      title: string
      slug: string
      client: string
    }[]
    await page.goto(`${server.baseUrl}/admin/portfolio/edit/${project!._id}?lang=de`)
    await page.getByText('You are translating into German.').waitFor()
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    expect(await title.inputValue()).toBe(project!.title)
    // Shared by every language: read-only here.
    expect(await page.getByLabel('Client').getAttribute('readonly')).not.toBeNull()
    await title.fill('Ein Projekt auf Deutsch')
    await page.getByRole('button', { name: 'Update Portfolio Item' }).click()
    await toastWith(page, 'Portfolio item updated successfully')

    await expect
      .poll(() => html(`/de/portfolio/${project!.slug}`))
      .toContain('Ein Projekt auf Deutsch')
    const englishPage = await html(`/portfolio/${project!.slug}`)
    expect(englishPage).toContain(project!.title)
    expect(englishPage).not.toContain('Ein Projekt auf Deutsch')
    const stored = (await (
      await fetch(`${server.baseUrl}/api/portfolio/${project!._id}`, {
        headers: { 'x-auth-token': token },
      })
    ).json()) as { title: string; client: string }
    expect(stored).toMatchObject({ title: project!.title, client: project!.client })

    await page.goto(`${server.baseUrl}/admin/translations`)
    const german = page.getByRole('region', { name: /^German/ })
    const row = (name: string) => german.getByRole('listitem').filter({ hasText: name })
    await row('Ein Projekt auf Deutsch').or(row(project!.title)).first().getByText('Done').waitFor()
    await row('Home').getByText('Done').waitFor()
    expect(await german.getByText('Missing').count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    // Each row leads to its editor in German.
    await row('Home').getByRole('link').click()
    await page.waitForURL(/\/admin\/site-content\/home\?lang=de$/)

    // The portfolio's list says it too, each state a link to the editor in that language.
    await page.goto(`${server.baseUrl}/admin/portfolio`)
    const translated = page.getByRole('row').filter({ hasText: project!.title })
    await translated.getByRole('link', { name: 'German: done. Translate' }).waitFor()
    const others = page.getByRole('row').filter({ hasNotText: project!.title })
    expect(
      await others.getByRole('link', { name: 'German: missing. Translate' }).count(),
    ).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await translated.getByRole('link', { name: 'German: done. Translate' }).click()
    await page.waitForURL(new RegExp(`/admin/portfolio/edit/${project!._id}\\?lang=de$`))
  })

  it('keeps the language a message was written in, and the lead page says it', async () => {
    const loadedAt = Date.now()
    const form = await (await fetch(`${server.baseUrl}/de/contact`)).text()
    const stamp = /name="formStamp" value="([^"]+)"/.exec(form)?.[1]
    expect(stamp).toBeTruthy()
    await waitPastFillTime(loadedAt)
    const sent = await fetch(`${server.baseUrl}/de/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({
        name: 'Jana Becker',
        email: 'jana@example.de',
        phone: '',
        subject: 'Neue Website für unser Büro',
        message: 'Wir brauchen eine neue Website für unser Büro in Hamburg.',
        formStamp: stamp!,
      }).toString(),
    })
    expect(sent.status).toBe(200)
    const token = await apiSignIn(server.baseUrl)
    const messages = (await (
      await fetch(`${server.baseUrl}/api/messages`, { headers: { 'x-auth-token': token } })
    ).json()) as { _id: string; name: string; lang: string | null }[]
    const lead = messages.find((m) => m.name === 'Jana Becker')
    expect(lead?.lang).toBe('de')
    await page.goto(`${server.baseUrl}/admin/messages/${lead!._id}`)
    await page.getByText('Written in German').waitFor()
  })
})
