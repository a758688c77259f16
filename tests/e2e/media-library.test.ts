import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNSUPPORTED_IMAGE_MESSAGE } from '~/features/uploads/image-rules'
import { MEDIA_IN_USE_MESSAGE } from '~/features/uploads/media'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminEnv,
  apiSignIn,
  axeViolations,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

/** Files as the browser gets them from a drop: name, declared type, bytes (base64). */
interface DroppedFile {
  name: string
  type: string
  base64: string
}

/** Drops the files on the zone as a person dragging them from their desktop does. */
async function dropFiles(page: Page, testId: string, files: DroppedFile[]) {
  const transfer = await page.evaluateHandle((list: DroppedFile[]) => {
    const data = new DataTransfer()
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
      data.items.add(new File([bytes], f.name, { type: f.type }))
    }
    return data
  }, files)
  const zone = page.getByTestId(testId)
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer })
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

/** A plain picture of one colour, as a camera's file stands in for here. */
const picture = (width: number, height: number, background: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer()

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
}

describe('the media library screen', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  let token: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    token = await apiSignIn(server.baseUrl)
    watched = await openPage(browser)
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  const api = async (path: string) =>
    (await fetch(server.baseUrl + path, { headers: { 'x-auth-token': token } })).json()

  it('uploads dropped files each with its own verdict, edits an alt text, and refuses to delete a used picture', async () => {
    await page.getByRole('link', { name: 'Media Library' }).click()
    await page.waitForURL('**/admin/media')
    // The demo's pictures are items already (made when they were stored).
    await page.getByRole('list', { name: 'Media' }).getByRole('button').first().waitFor()

    const dropped = await Promise.all(
      [
        ['quay-at-dusk.png', '#2a6f97'],
        ['harbour-wall.png', '#8d5a97'],
        ['paper-lantern.png', '#e0a458'],
      ].map(async ([name, background]) => ({
        name: name!,
        type: 'image/png',
        base64: (await picture(640, 400, background!, 'png')).toString('base64'),
      })),
    )
    // Three pictures and a file that is not one, dropped at once.
    await dropFiles(page, 'media-drop-zone', [
      ...dropped,
      // Named and typed as a PNG: only the server, reading the bytes, can refuse it.
      {
        name: 'not-a-picture.png',
        type: 'image/png',
        base64: Buffer.from('just some text').toString('base64'),
      },
    ])
    const uploads = page.getByRole('list', { name: 'Uploads' })
    for (const { name } of dropped) {
      await uploads.locator('li[data-state="done"]', { hasText: name }).waitFor()
    }
    const refused = uploads.locator('li[data-state="refused"]', { hasText: 'not-a-picture.png' })
    await refused.getByText(UNSUPPORTED_IMAGE_MESSAGE).waitFor()
    expect(await uploads.locator('li').count()).toBe(4)
    await page.getByRole('status').filter({ hasText: '3 uploaded, 1 refused' }).waitFor()
    for (const { name } of dropped) {
      await page.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).waitFor()
    }

    // The new item is in the grid (newest first); its details open from the keyboard.
    const thumbnail = page.getByRole('button', { name: /quay-at-dusk\.png/ })
    await thumbnail.focus()
    await page.keyboard.press('Enter')
    const details = page.getByRole('dialog', { name: 'quay-at-dusk.png' })
    await details.getByText('640 × 400 px').waitFor()
    await details.getByText('Nowhere yet.').waitFor()
    await details.getByLabel('Alt text').fill('Boats moored on the quay at dusk')
    await details.getByRole('button', { name: 'Save' }).click()
    await toastWith(page, 'Media item updated')
    const listed = await api('/api/media?q=quay-at-dusk')
    expect(listed.items.map((i: { alt: string }) => i.alt)).toEqual([
      'Boats moored on the quay at dusk',
    ])
    // Escape closes the panel and gives the focus back to the thumbnail.
    await page.keyboard.press('Escape')
    await details.waitFor({ state: 'detached' })
    await page.waitForFunction(
      () => document.activeElement?.textContent?.includes('quay-at-dusk.png') ?? false,
    )

    // A picture a project shows cannot be deleted; the refusal says where it is used.
    const [project] = await (await fetch(`${server.baseUrl}/api/portfolio`)).json()
    const used = (await api('/api/media?limit=200')).items.find(
      (i: { url: string }) => i.url === project.imageUrl,
    )
    await page.getByRole('button', { name: new RegExp(used.filename.replace('.', '\\.')) }).click()
    const usedDetails = page.getByRole('dialog', { name: used.filename })
    await usedDetails.getByRole('link', { name: project.title }).waitFor()
    await usedDetails.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const alert = usedDetails.getByRole('alert')
    await alert.getByText(MEDIA_IN_USE_MESSAGE, { exact: false }).waitFor()
    await alert.getByRole('link', { name: project.title }).waitFor()
    expect((await api(`/api/media/${used._id}`))._id).toBe(used._id)
    // The refused delete's 409 is this test's subject; anything else logged is a fault.
    const conflict = /status of 409 \(Conflict\)/
    expect(unexpectedErrors(watched.errors).filter((e) => !conflict.test(e))).toEqual([])
  }, 120_000)

  it("puts a library picture on a product through the picker; the public page shows it with the library's alt text", async () => {
    const [product] = await (await fetch(`${server.baseUrl}/api/products`)).json()
    const quay = (await api('/api/media?q=quay-at-dusk')).items[0]
    await page.goto(`${server.baseUrl}/admin/products/edit/${product._id}`)
    await page.getByRole('button', { name: 'Choose from the library' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' })
    await picker.getByLabel('Search by name or alt text').fill('moored')
    await picker.getByRole('button', { name: 'quay-at-dusk.png' }).click()
    await picker.waitFor({ state: 'detached' })
    await toastWith(page, 'Chose quay-at-dusk.png')
    // No alt text of its own: the library's is used.
    await page.getByLabel('Image description (alt text)').fill('')
    await page.getByRole('button', { name: 'Update Product' }).click()
    await toastWith(page, 'Product updated successfully')
    expect(
      (await (await fetch(`${server.baseUrl}/api/products/${product._id}`)).json()).imageUrl,
    ).toBe(quay.url)
    const html = await (await fetch(`${server.baseUrl}/products`)).text()
    const img = html.match(new RegExp(`<img[^>]*src="${quay.url}"[^>]*>`))?.[0]
    expect(img).toContain('alt="Boats moored on the quay at dusk"')
    // The library now says where it is used.
    expect((await api(`/api/media/${quay._id}`)).usedBy).toEqual([
      { type: 'products', _id: product._id, title: product.name, trashed: false },
    ])
  }, 60_000)

  it('sets a focal point by a click on the preview, and the public crop keeps it', async () => {
    await page.goto(`${server.baseUrl}/admin/media?q=quay`)
    await page.getByRole('button', { name: /quay-at-dusk\.png/ }).click()
    const details = page.getByRole('dialog', { name: 'quay-at-dusk.png' })
    const preview = details.getByRole('button', { name: 'Set the focal point of quay-at-dusk.png' })
    const box = (await preview.boundingBox())!
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.25)
    await details
      .getByText(/^Focal point set: \d+% across, \d+% down$/)
      .waitFor({ state: 'attached' })
    const { focalPoint, url: quayUrl } = (await api('/api/media?q=quay-at-dusk')).items[0]
    expect(focalPoint.x).toBeGreaterThanOrEqual(78)
    expect(focalPoint.x).toBeLessThanOrEqual(82)
    expect(focalPoint.y).toBeGreaterThanOrEqual(23)
    expect(focalPoint.y).toBeLessThanOrEqual(27)
    // The arrow keys move it too.
    await preview.focus()
    await page.keyboard.press('ArrowLeft')
    await details
      .getByText(`Now ${focalPoint.x - 5}% across, ${focalPoint.y}% down.`, { exact: false })
      .waitFor()
    const html = await (await fetch(`${server.baseUrl}/products`)).text()
    expect(html).toContain(`object-position:${focalPoint.x - 5}% ${focalPoint.y}%`)

    // A narrow screen gets a smaller variant from the srcset: the browser crops that one about
    // the same point (the variants are the whole picture, smaller; the crop is the page's).
    const narrow = await openPage(browser, { viewport: { width: 300, height: 700 } })
    try {
      await narrow.page.goto(`${server.baseUrl}/products`)
      const hash = /\/uploads\/([0-9a-f]{64})\./.exec(quayUrl)![1]!
      const card = narrow.page.locator(`img[srcset*="${hash}"]`).first()
      await card.scrollIntoViewIfNeeded()
      const { src, fit, position } = await card.evaluate(
        (img: HTMLImageElement) =>
          new Promise<{ src: string; fit: string; position: string }>((resolve) => {
            const report = () => {
              const style = getComputedStyle(img)
              resolve({ src: img.currentSrc, fit: style.objectFit, position: style.objectPosition })
            }
            if (img.complete && img.naturalWidth > 0) report()
            else img.addEventListener('load', report, { once: true })
          }),
      )
      expect(src).toMatch(new RegExp(`/uploads/${hash}-320\\.webp$`))
      expect(fit).toBe('cover')
      expect(position).toBe(`${focalPoint.x - 5}% ${focalPoint.y}%`)
    } finally {
      await narrow.close()
    }
  }, 60_000)

  it("puts a library picture on a team member's photo in the site copy editor; the team page shows it", async () => {
    const lantern = (await api('/api/media?q=paper-lantern')).items[0]
    await fetch(`${server.baseUrl}/api/media/${lantern._id}`, {
      method: 'PATCH',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ alt: 'A paper lantern glowing at night' }),
    })
    const before = (await (await fetch(`${server.baseUrl}/api/content/team`)).json()).content
    const first = before.members[0].name as string
    await page.goto(`${server.baseUrl}/admin/site-content/team`)
    // Each team member folds into a line with their name; opened, it has their photo field.
    await page.locator('summary', { hasText: first }).click()
    await page
      .locator('details[open]')
      .getByRole('button', { name: 'Choose from the library' })
      .click()
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' })
    await picker.getByLabel('Search by name or alt text').fill('lantern')
    await picker.getByRole('button', { name: 'paper-lantern.png' }).click()
    await picker.waitFor({ state: 'detached' })
    await toastWith(page, 'Chose paper-lantern.png')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await toastWith(page, 'Team page published')

    const { content } = await (await fetch(`${server.baseUrl}/api/content/team`)).json()
    expect(content.members[0].photo).toEqual({ url: lantern.url, alt: '' })
    // No alt text of its own: the library's is read out.
    const html = await (await fetch(`${server.baseUrl}/company/team`)).text()
    const img = html.match(new RegExp(`<img[^>]*src="${lantern.url}"[^>]*>`))?.[0]
    expect(img).toContain('alt="A paper lantern glowing at night"')
    expect((await api(`/api/media/${lantern._id}`)).usedBy).toEqual([
      { type: 'content', _id: 'team', title: 'Team', trashed: false },
    ])
    // The library links to the page's editor.
    await page.goto(`${server.baseUrl}/admin/media?q=lantern`)
    await page.getByRole('button', { name: /paper-lantern\.png/ }).click()
    const details = page.getByRole('dialog', { name: 'paper-lantern.png' })
    await details.getByText('(Site content)').waitFor()
    expect(await details.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/admin/site-content/team',
    )
  }, 60_000)

  it('replaces a picture a project and a product show, and both public pages show the new one', async () => {
    const quay = (await api('/api/media?q=quay-at-dusk')).items[0]
    const [project] = await (await fetch(`${server.baseUrl}/api/portfolio`)).json()
    const put = await fetch(`${server.baseUrl}/api/portfolio/${project._id}`, {
      method: 'PUT',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ imageUrl: quay.url }),
    })
    expect(put.status).toBe(200)
    const pages = [`/portfolio/${project.slug}`, '/products']
    const html = (path: string) => fetch(server.baseUrl + path).then((r) => r.text())
    // Both pages are rendered (and cached) with the old file first.
    for (const path of pages) expect(await html(path)).toContain(quay.url)

    await page.goto(`${server.baseUrl}/admin/media?q=quay`)
    await page.getByRole('button', { name: /quay-at-dusk\.png/ }).click()
    const details = page.getByRole('dialog', { name: 'quay-at-dusk.png' })
    await details.getByText('Used by 2 records').waitFor()
    // A slow connection, so the upload's progress is there to be seen.
    const cdp = await page.context().newCDPSession(page)
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      })
    await throttle(4 * 1024)
    await details.getByLabel('Replacement file').setInputFiles({
      name: 'quay-at-dawn.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture(800, 500, '#f4d35e', 'jpeg'),
    })
    await details.getByRole('progressbar', { name: 'Replacing quay-at-dusk.png' }).waitFor()
    await details.getByRole('button', { name: 'Replacing...' }).waitFor()
    await toastWith(page, 'File replaced: every page that shows it shows the new one')
    await throttle(-1)
    await cdp.detach()
    await details.getByText('800 × 500 px').waitFor()
    await details.getByRole('progressbar').waitFor({ state: 'detached' })
    const replaced = (await api(`/api/media/${quay._id}`)) as { url: string; filename: string }
    expect(replaced.url).not.toBe(quay.url)
    expect(replaced.filename).toBe('quay-at-dusk.png')
    for (const path of pages) {
      const now = await html(path)
      expect(now).toContain(replaced.url)
      expect(now).not.toContain(quay.url)
    }
  }, 60_000)

  it('fits a 390 px phone screen, details included', async () => {
    const phone = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    try {
      await signIn(phone.page, server.baseUrl)
      await phone.page.goto(`${server.baseUrl}/admin/media`)
      await phone.page.getByRole('button', { name: /quay-at-dusk\.png/ }).click()
      await phone.page.getByRole('dialog').getByLabel('Alt text').waitFor()
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await axeViolations(phone.page)).toEqual([])
    } finally {
      await phone.close()
    }
  }, 60_000)

  for (const theme of ['light', 'dark'] as const) {
    it(`has nothing axe objects to, with its details open, in the ${theme} theme`, async () => {
      await setTheme(page, theme)
      await page.goto(`${server.baseUrl}/admin/media?q=quay`)
      await page.getByRole('button', { name: /quay-at-dusk\.png/ }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: /quay-at-dusk\.png/ }).click()
      await page.getByRole('dialog').getByLabel('Alt text').waitFor()
      expect(await axeViolations(page)).toEqual([])
    }, 60_000)
  }
})
