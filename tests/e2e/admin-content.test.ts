import fs from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '~/features/uploads/image-rules'
import { parseCsv } from '../support/csv'
import { makeImage } from '../support/images'
import {
  adminEnv,
  axeViolations,
  publicHtml,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'

/** The texts of one column, top to bottom, as the table shows them now. */
async function columnTexts(page: Page, index: number): Promise<string[]> {
  return page
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
      index,
    )
}

/** The accessible name of what has keyboard focus (its aria-label or its label's text). */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const labelled = el.getAttribute('aria-label')
    if (labelled) return labelled
    return (
      (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.textContent?.trim() ?? null
    )
  })
}

/** The form's file field ('Image *'; not 'Image description (alt text)'). */
const imageField = (page: Page) => page.getByLabel(/^Image\W*$/)

/** Choosing the file is all it takes: it is uploaded at once (docs/product.md §Image upload). */
async function chooseImage(page: Page) {
  await imageField(page).setInputFiles({
    name: 'work.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { width: 640, height: 400 }),
  })
  await toastWith(page, 'Image uploaded successfully')
  await page.getByText('Uploaded', { exact: true }).waitFor()
  await page.getByRole('img', { name: 'Current image' }).waitFor()
}

/** The alt text of the public page's image in the card that shows `name`, as served. */
async function publicImageAlt(browser: Browser, url: string, card: string, name: string) {
  const visitor = await openPage(browser, { javaScriptEnabled: false })
  try {
    await visitor.page.goto(url)
    return await visitor.page
      .getByTestId(card)
      .filter({ hasText: name })
      .locator('img')
      .getAttribute('alt')
  } finally {
    await visitor.close()
  }
}

/** Bytes that hardly compress: a PNG of about 1.4 MB, big enough to watch it upload. */
function noisyPng() {
  return sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
}

async function confirmDelete(page: Page, thing: string) {
  const dialog = page.getByRole('alertdialog')
  await dialog.getByText('Are you sure?').waitFor()
  expect(await dialog.getByText(/^This action cannot be undone/).textContent()).toBe(
    `This action cannot be undone. This will permanently delete the ${thing}.`,
  )
  await dialog.getByRole('button', { name: 'Delete' }).click()
}

describe('admin content management', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    watched = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  it('searches and sorts the portfolio list', async () => {
    await page.goto(`${server.baseUrl}/admin/portfolio`)
    const dateHeader = page.getByRole('columnheader', { name: 'Date' })
    await page.locator('tbody tr').nth(9).waitFor()
    // Newest first by default (docs/product.md §Constants).
    expect(await dateHeader.getAttribute('aria-sort')).toBe('descending')
    const dates = await page
      .locator('tbody time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!))
    expect(dates).toEqual([...dates].sort().reverse())

    // A new column starts ascending; the same column flips.
    await page.getByRole('button', { name: 'Title' }).click()
    const ascending = await columnTexts(page, 1)
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)))
    await page.getByRole('button', { name: 'Title' }).click()
    expect(await columnTexts(page, 1)).toEqual([...ascending].reverse())

    // Case-insensitive, on title and category.
    const search = page.getByRole('searchbox', { name: 'Search portfolio items' })
    await search.fill('e-COMMERCE')
    expect(await columnTexts(page, 2)).toEqual(['E-Commerce', 'E-Commerce'])
    await search.fill('driver app')
    expect(await columnTexts(page, 1)).toEqual(['Kestrelway Driver App'])
    await search.fill('nothing like this')
    await page.getByRole('cell', { name: 'No portfolio items found' }).waitFor()
    await search.fill('')
  })

  it('creates, edits and deletes a portfolio item with an uploaded image', async () => {
    await page.goto(`${server.baseUrl}/admin/portfolio`)
    await page.getByRole('link', { name: 'Add Portfolio Item' }).click()
    await page.waitForURL('**/admin/portfolio/new')

    // Required fields say so to a screen reader too (the asterisk is hidden from it).
    for (const label of ['Title', 'Category', 'Description', 'Image']) {
      // The label reads 'Title *' ('Image', not 'Image description (alt text)').
      const field = page.getByLabel(new RegExp(`^${label}\\W*$`))
      expect(await field.getAttribute('aria-required')).toBe('true')
    }
    // Choosing a file uploads it: there is no button for that any more.
    expect(await page.getByRole('button', { name: 'Upload Image' }).count()).toBe(0)
    expect(await page.getByLabel('Client').getAttribute('aria-required')).toBeNull()

    // The messages for what is missing (docs/product.md §Validation).
    await page.getByRole('button', { name: 'Create Portfolio Item' }).click()
    await page.getByText('Please upload an image for this portfolio item').waitFor()
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2)

    await page.getByLabel(/^Title\W*$/).fill('Harbourlight Ferry Tickets')
    await page.getByLabel('Category').selectOption('app')
    await page
      .getByLabel(/^Description/)
      .fill('A ticketing app for a harbour ferry with offline boarding passes.')
    await page.getByLabel('Client').fill('Harbourlight Ferries')
    await page.getByLabel('Project URL').fill('https://ferry.example.com')
    await page.getByLabel('Technologies').fill(' React Native ,Node.js,, PostgreSQL ')
    await chooseImage(page)
    const alt = page.getByLabel('Image description (alt text)')
    await page
      .getByText(
        "Read aloud to people who cannot see the image. Leave empty to use the picture's alt text from the media library, or else the title.",
      )
      .waitFor()
    await alt.fill('  A phone showing a boarding pass with a QR code  ')
    await page.getByRole('button', { name: 'Create Portfolio Item' }).click()
    await toastWith(page, 'Portfolio item created successfully')
    await page.waitForURL('**/admin/portfolio')
    await page.getByRole('cell', { name: 'Harbourlight Ferry Tickets', exact: true }).waitFor()
    // Dated today, it is the newest and comes first.
    expect((await columnTexts(page, 1))[0]).toBe('Harbourlight Ferry Tickets')

    const publicPage = await publicHtml(server.baseUrl, '/portfolio')
    expect(publicPage).toContain('Harbourlight Ferry Tickets')
    expect(publicPage).toContain('React Native')
    // The public card describes the image with the editor's words (trimmed).
    const portfolioUrl = `${server.baseUrl}/portfolio`
    expect(
      await publicImageAlt(browser, portfolioUrl, 'project-card', 'Harbourlight Ferry Tickets'),
    ).toBe('A phone showing a boarding pass with a QR code')

    await page.getByRole('link', { name: 'Edit Harbourlight Ferry Tickets' }).click()
    await page.waitForURL('**/admin/portfolio/edit/*')
    const title = page.getByLabel(/^Title\W*$/)
    await title.waitFor()
    expect(await title.inputValue()).toBe('Harbourlight Ferry Tickets')
    expect(await page.getByLabel('Technologies').inputValue()).toBe(
      'React Native, Node.js, PostgreSQL',
    )
    expect(await page.getByLabel('Category').inputValue()).toBe('app')
    expect(await page.getByLabel('Image description (alt text)').inputValue()).toBe(
      'A phone showing a boarding pass with a QR code',
    )
    await title.fill('Harbourlight Ferry Passes')
    // Emptied, the title stands in for it.
    await page.getByLabel('Image description (alt text)').fill('')
    await page.getByRole('button', { name: 'Update Portfolio Item' }).click()
    await toastWith(page, 'Portfolio item updated successfully')
    await page.waitForURL('**/admin/portfolio')
    await page.getByRole('cell', { name: 'Harbourlight Ferry Passes', exact: true }).waitFor()
    expect(await publicHtml(server.baseUrl, '/portfolio')).toContain('Harbourlight Ferry Passes')
    expect(
      await publicImageAlt(browser, portfolioUrl, 'project-card', 'Harbourlight Ferry Passes'),
    ).toBe('Harbourlight Ferry Passes')

    // Cancel keeps it; Delete removes it.
    await page.getByRole('button', { name: 'Delete Harbourlight Ferry Passes' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    // Focus goes back to the button that opened the dialog, not to the top of the page.
    await expect.poll(() => focusedName(page)).toBe('Delete Harbourlight Ferry Passes')
    await page.keyboard.press('Enter')
    await confirmDelete(page, 'portfolio item')
    await toastWith(page, 'Portfolio item deleted successfully')
    await page
      .getByRole('cell', { name: 'Harbourlight Ferry Passes', exact: true })
      .waitFor({ state: 'detached' })
    expect(await page.locator('tbody tr').count()).toBe(10)
    // Its row gone, focus stays in the list: on the search box.
    await expect.poll(() => focusedName(page)).toBe('Search portfolio items')
  })

  it('an unknown edit id toasts and returns to the list', async () => {
    await page.goto(`${server.baseUrl}/admin/products/edit/00000000-0000-4000-8000-000000000000`)
    await toastWith(page, 'Failed to load product')
    await page.waitForURL('**/admin/products')
  })

  it('creates, edits and deletes a product', async () => {
    await page.goto(`${server.baseUrl}/admin/products/new`)
    await page.getByLabel('Name').waitFor()
    // In stock by default, not popular (docs/product.md §Entities).
    expect(
      await page.getByRole('checkbox', { name: 'In stock' }).getAttribute('aria-checked'),
    ).toBe('true')
    await page.getByRole('button', { name: 'Create Product' }).click()
    await page.getByText('Please upload an image', { exact: true }).waitFor()

    await page.getByLabel('Name').fill('Care Plan')
    await page.getByLabel('Category').fill('Website Solutions')
    await page.getByLabel(/^Description/).fill('Monthly updates, backups and uptime monitoring.')
    const price = page.getByLabel('Price ($)')
    expect(await price.getAttribute('step')).toBe('0.01')
    expect(await price.getAttribute('min')).toBe('0')
    await price.fill('1234.5')
    // The features' list editor: one entry typed, Enter, the next (ADR 067).
    await page.getByRole('button', { name: 'Add feature' }).click()
    await page.getByLabel('Feature 1', { exact: true }).fill('Weekly backups')
    await page.getByLabel('Feature 1', { exact: true }).press('Enter')
    await page.getByLabel('Feature 2', { exact: true }).fill('Security patches')
    await page.getByLabel('Feature 2', { exact: true }).press('Enter')
    await page.getByLabel('Feature 3', { exact: true }).fill('Uptime alerts')
    await page.getByRole('checkbox', { name: /^Popular/ }).click()
    await chooseImage(page)
    await page
      .getByText(
        "Read aloud to people who cannot see the image. Leave empty to use the picture's alt text from the media library, or else the name.",
      )
      .waitFor()
    await page.getByRole('button', { name: 'Create Product' }).click()
    await toastWith(page, 'Product created successfully')
    await page.waitForURL('**/admin/products')

    const row = page.getByRole('row', { name: /Care Plan/ })
    await row.waitFor()
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('$1,234.50')
    await row.getByRole('img', { name: 'In stock' }).waitFor()
    await row.getByRole('img', { name: 'Popular' }).waitFor()
    // Newest first (docs/product.md §Constants).
    expect((await columnTexts(page, 1))[0]).toBe('Care Plan')
    expect(await publicHtml(server.baseUrl, '/products')).toContain('Care Plan')
    // Without a description of its own, the image is described by the product's name.
    expect(
      await publicImageAlt(browser, `${server.baseUrl}/products`, 'product-card', 'Care Plan'),
    ).toBe('Care Plan')

    // Search on name and category, case-insensitive.
    const search = page.getByRole('searchbox', { name: 'Search products' })
    await search.fill('mobile solutions')
    expect(await columnTexts(page, 1)).toHaveLength(3)
    await search.fill('')

    await row.getByRole('link', { name: 'Edit Care Plan' }).click()
    await page.waitForURL('**/admin/products/edit/*')
    expect(await page.getByLabel('Price ($)').inputValue()).toBe('1234.5')
    await page.getByLabel('Price ($)').fill('99.99')
    await page.getByRole('checkbox', { name: 'In stock' }).click()
    await page.getByRole('button', { name: 'Update Product' }).click()
    await toastWith(page, 'Product updated successfully')
    await page.waitForURL('**/admin/products')
    await page.getByRole('cell', { name: '$99.99', exact: true }).waitFor()
    await row.getByRole('img', { name: 'Out of stock' }).waitFor()
    // Out of stock, it leaves the public page.
    expect(await publicHtml(server.baseUrl, '/products')).not.toContain('Care Plan')

    await page.getByRole('button', { name: 'Delete Care Plan' }).click()
    await confirmDelete(page, 'product')
    await toastWith(page, 'Product deleted successfully')
    await page.getByRole('row', { name: /Care Plan/ }).waitFor({ state: 'detached' })
  })

  it('uploads a chosen image at once, shows its progress and saves only after it', async () => {
    await page.goto(`${server.baseUrl}/admin/products/new`)
    await page.getByLabel('Name').waitFor()
    await page.getByLabel('Name').fill('Launch Kit')
    await page.getByLabel('Category').fill('Website Solutions')
    await page.getByLabel(/^Description/).fill('A landing page and the campaign that launches it.')
    await page.getByLabel('Price ($)').fill('990')
    await page.getByLabel('Image description (alt text)').fill('A rocket leaving a laptop screen')

    // A slow uplink (Chromium's network emulation), so the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page)
    const uplink = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      })
    await uplink(256 * 1024)
    try {
      await imageField(page).setInputFiles({
        name: 'launch.png',
        mimeType: 'image/png',
        buffer: await noisyPng(),
      })
      const progress = page.getByRole('progressbar', { name: 'Upload progress' })
      await progress.waitFor()
      await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor()
      expect(await page.locator('[aria-busy="true"]').count()).toBe(1)
      const save = page.getByRole('button', { name: 'Create Product' })
      expect(await save.isDisabled()).toBe(true)
      await page.getByText('Saving waits for the image to finish uploading.').waitFor()
      // The bar follows the bytes sent: part of the way, neither 0 nor 100.
      await expect
        .poll(() => progress.getAttribute('aria-valuenow'), { timeout: 15_000 })
        .toMatch(/^[1-9]\d?$/)
      // Enter in a text field does not save it either.
      await page.getByLabel('Name').press('Enter')
      await toastWith(page, 'Image uploaded successfully')
    } finally {
      await uplink(-1)
      await cdp.detach()
    }
    expect(await page.getByText('Please upload an image', { exact: true }).count()).toBe(0)
    await page.getByRole('progressbar').waitFor({ state: 'detached' })
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0)
    // Nothing to click but the save.
    await page.getByRole('button', { name: 'Create Product' }).click()
    await toastWith(page, 'Product created successfully')
    await page.waitForURL('**/admin/products')
    expect(
      await publicImageAlt(browser, `${server.baseUrl}/products`, 'product-card', 'Launch Kit'),
    ).toBe('A rocket leaving a laptop screen')

    await page.getByRole('button', { name: 'Delete Launch Kit' }).click()
    await confirmDelete(page, 'product')
    await toastWith(page, 'Product deleted successfully')
  })

  it('refuses a wrong or too large image with the reason, takes a dropped one, and removes it', async () => {
    await page.goto(`${server.baseUrl}/admin/portfolio/new`)
    await imageField(page).waitFor()
    const uploads: string[] = []
    const watch = (request: { url(): string; method(): string }) => {
      if (new URL(request.url()).pathname === '/api/upload') uploads.push(request.method())
    }
    page.on('request', watch)
    try {
      const fieldError = page.locator('#image-error')

      // A text file named .png looks like an image to the browser; the server reads the bytes
      // and refuses it, and its message shows under the field and in a toast.
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload')
      await imageField(page).setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Meeting notes, not a picture.\n'),
      })
      const refused = await answer
      expect(refused.status()).toBe(415)
      const { message } = (await refused.json()) as { message: string }
      expect(message).toBe(UNSUPPORTED_IMAGE_MESSAGE)
      await toastWith(page, message)
      await expect.poll(() => fieldError.textContent()).toBe(message)
      expect(await imageField(page).getAttribute('aria-invalid')).toBe('true')
      await page.getByTestId('image-drop-zone').getByText('No image yet').waitFor()

      // Too large, or not one of the types by what it says it is: refused before it is sent.
      await imageField(page).setInputFiles({
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(MAX_IMAGE_BYTES + 1),
      })
      await toastWith(page, IMAGE_TOO_LARGE_MESSAGE)
      await expect.poll(() => fieldError.textContent()).toBe(IMAGE_TOO_LARGE_MESSAGE)
      await imageField(page).setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      })
      await expect.poll(() => fieldError.textContent()).toBe(UNSUPPORTED_IMAGE_MESSAGE)
      expect(uploads).toEqual(['POST'])

      // A file dropped on the field is uploaded just the same.
      const png = await makeImage('png', { width: 320, height: 200 })
      await page.getByTestId('image-drop-zone').evaluate(
        (zone, bytes) => {
          const data = new DataTransfer()
          data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }))
          zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }))
        },
        [...png],
      )
      await toastWith(page, 'Image uploaded successfully')
      await page.getByText('Uploaded', { exact: true }).waitFor()
      expect(await fieldError.count()).toBe(0)
      expect(uploads).toEqual(['POST', 'POST'])
      expect(await axeViolations(page)).toEqual([])

      // Removed, the image is gone and the keyboard is back on the file field.
      await page.getByRole('button', { name: 'Remove image' }).click()
      await page.getByTestId('image-drop-zone').getByText('No image yet').waitFor()
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('image')
      await page.getByRole('button', { name: 'Create Portfolio Item' }).click()
      await page.getByText('Please upload an image for this portfolio item').waitFor()
    } finally {
      page.off('request', watch)
    }
  })

  it('creates, reorders, edits and deletes an FAQ', async () => {
    await page.goto(`${server.baseUrl}/admin/faqs`)
    await page.locator('tbody tr').nth(3).waitFor()
    // Lowest order first (docs/product.md §Constants).
    expect(await columnTexts(page, 0)).toEqual(['0', '1', '2', '3'])

    await page.getByRole('link', { name: 'Add FAQ' }).click()
    await page.waitForURL('**/admin/faqs/new')
    const order = page.getByLabel('Display order')
    await order.waitFor()
    // The highest order plus one, and the default category (docs/product.md §Entities).
    expect(await order.inputValue()).toBe('4')
    expect(await page.getByLabel('Category').inputValue()).toBe('General')
    await page.getByText('Lower numbers will be displayed first').waitFor()
    await page.getByLabel('Question').fill('Do you sign NDAs?')
    await page.getByLabel('Answer').fill('Yes, before any discovery call if you prefer.')
    await page.getByRole('button', { name: 'Create FAQ' }).click()
    await toastWith(page, 'FAQ created successfully')
    await page.waitForURL('**/admin/faqs')
    expect(await publicHtml(server.baseUrl, '/contact')).toContain('Do you sign NDAs?')

    const row = () => page.getByRole('row', { name: /Do you sign NDAs\?/ })
    expect(await row().getByRole('cell').first().textContent()).toBe('4')
    const orderToasts = page.locator('[data-sonner-toast]', { hasText: 'FAQ order updated' })
    await page.getByRole('button', { name: 'Move up: Do you sign NDAs?' }).click()
    await expect.poll(() => orderToasts.count()).toBe(1)
    await expect.poll(() => row().getByRole('cell').first().textContent()).toBe('3')
    await page.getByRole('button', { name: 'Move down: Do you sign NDAs?' }).click()
    await expect.poll(() => orderToasts.count()).toBe(2)
    await expect.poll(() => row().getByRole('cell').first().textContent()).toBe('4')

    // Search looks in answers too.
    await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('DISCOVERY CALL')
    expect(await columnTexts(page, 1)).toEqual(['Do you sign NDAs?'])
    await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('')

    await page.getByRole('link', { name: 'Edit: Do you sign NDAs?' }).click()
    await page.waitForURL('**/admin/faqs/edit/*')
    await page.getByLabel('Answer').fill('Yes, we sign NDAs before any discovery call.')
    await page.getByLabel('Display order').fill('')
    await page.getByRole('button', { name: 'Update FAQ' }).click()
    await toastWith(page, 'FAQ updated successfully')
    await page.waitForURL('**/admin/faqs')
    // An order that is not a number became 0 (docs/product.md §Validation).
    await expect.poll(() => row().getByRole('cell').first().textContent()).toBe('0')

    // It now shares order 0 with the oldest FAQ and sits below it; Up still takes it to the
    // top, on the public page too, and then cannot go further.
    const questions = () => columnTexts(page, 1)
    expect((await questions()).slice(0, 2)).toEqual([
      'How long does a typical project take?',
      'Do you sign NDAs?',
    ])
    await page.getByRole('button', { name: 'Move up: Do you sign NDAs?' }).click()
    await expect.poll(() => orderToasts.count()).toBe(3)
    await expect.poll(async () => (await questions())[0]).toBe('Do you sign NDAs?')
    expect(
      await page.getByRole('button', { name: 'Move up: Do you sign NDAs?' }).isDisabled(),
    ).toBe(true)
    const contact = await publicHtml(server.baseUrl, '/contact')
    expect(contact.indexOf('Do you sign NDAs?')).toBeLessThan(
      contact.indexOf('How long does a typical project take?'),
    )

    await page.getByRole('button', { name: 'Delete: Do you sign NDAs?' }).click()
    await confirmDelete(page, 'FAQ')
    await toastWith(page, 'FAQ deleted successfully')
    await row().waitFor({ state: 'detached' })
  })

  it('saves the contact details shown on the public site', async () => {
    await page.goto(`${server.baseUrl}/admin/contact`)
    const phone = page.getByLabel('Phone')
    await phone.waitFor()
    expect(await phone.inputValue()).not.toBe('')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Save Contact Details' }).click()
    await page.getByText('Invalid email', { exact: true }).waitFor()
    await page.getByLabel('Email').fill('studio@agency.example')
    await phone.fill('+61 3 9000 1234')
    await page.getByLabel('LinkedIn').fill('https://linkedin.com/company/agency-example')
    await page.getByRole('button', { name: 'Save Contact Details' }).click()
    await toastWith(page, 'Contact details saved successfully')
    const home = await publicHtml(server.baseUrl, '/')
    expect(home).toContain('+61 3 9000 1234')
    await page.reload()
    await page.getByLabel('Phone').waitFor()
    expect(await page.getByLabel('Phone').inputValue()).toBe('+61 3 9000 1234')
  })

  it('shows a message, marks it read, offers a reply and deletes it', async () => {
    await page.goto(`${server.baseUrl}/admin/contact`)
    await page.getByLabel('Address').waitFor()
    const res = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Priya Natarajan',
        email: 'priya@example.com',
        subject: 'Quote for a booking app',
        message: 'We need a booking app for three clinics.\nCan we talk next week?',
      }),
    })
    expect(res.status).toBe(201)

    // The sidebar's count follows a message that arrived after the portal was opened, on the
    // next move between sections.
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/admin/dashboard')
    await nav.getByRole('link', { name: /Messages.*1 unread/ }).waitFor()
    await page.getByRole('main').getByText('1 unread', { exact: true }).waitFor()
    await nav.getByRole('link', { name: /Messages/ }).click()
    await page.waitForURL('**/admin/messages')

    const row = page.getByRole('row', { name: /Priya Natarajan/ })
    await row.getByRole('img', { name: 'Unread' }).waitFor()
    expect(await row.getAttribute('class')).toContain('bg-primary/10')

    await row.getByRole('button', { name: /^View message from Priya Natarajan/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Quote for a booking app' }).waitFor()
    await dialog.getByText('priya@example.com').first().waitFor()
    await dialog.getByText('Can we talk next week?', { exact: false }).waitFor()
    expect(await dialog.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')).toBe(
      'mailto:priya@example.com?subject=Re%3A%20Quote%20for%20a%20booking%20app',
    )
    // Opening marked it read: the New badge goes, the row and the sidebar count follow.
    await dialog.getByText('New', { exact: true }).waitFor({ state: 'detached' })
    const viewName = 'View message from Priya Natarajan: Quote for a booking app'
    // Escape closes it and a keyboard user is back on the View button, not the page's top.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focusedName(page)).toBe(viewName)
    await row.getByRole('img', { name: 'Read' }).waitFor()
    await nav.getByRole('link', { name: 'Messages', exact: true }).waitFor()
    // The same with the Close button, opened from the keyboard this time.
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focusedName(page)).toBe(viewName)

    // Export CSV downloads every message as a file a spreadsheet opens as it was written.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(
      `messages-${new Date().toISOString().slice(0, 10)}.csv`,
    )
    const file = await fs.readFile(await download.path())
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, priya] = parseCsv(file.subarray(3).toString('utf8'))
    expect(header).toEqual([
      'Received at',
      'Name',
      'Email',
      'Phone',
      'Subject',
      'Message',
      'Read',
      'Landing page',
      'Referrer',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'Status',
      'Owner',
      'Sent from',
    ])
    expect(priya!.slice(1)).toEqual([
      'Priya Natarajan',
      'priya@example.com',
      '',
      'Quote for a booking app',
      'We need a booking app for three clinics.\nCan we talk next week?',
      'yes',
      // Sent by a script, not from a counted visit: no source.
      ...['', '', '', '', ''],
      // A new lead, nobody's yet, sent from no composed page.
      'New',
      '',
      '',
    ])

    await row.getByRole('button', { name: /^Delete message from Priya/ }).click()
    await confirmDelete(page, 'message')
    await toastWith(page, 'Message deleted successfully')
    await page.getByRole('cell', { name: 'No messages found' }).waitFor()
    await expect.poll(() => focusedName(page)).toBe('Search messages')
  })

  it('shows a portfolio date as the same calendar day west of UTC', async () => {
    // A project dated 15 March is 15 March in Los Angeles too, not the 14th (UTC midnight).
    const west = await openPage(browser, { timezoneId: 'America/Los_Angeles' })
    try {
      await signIn(west.page, server.baseUrl)
      await west.page.goto(`${server.baseUrl}/admin/portfolio`)
      await west.page.locator('tbody tr').nth(9).waitFor()
      const days = await west.page
        .locator('tbody time')
        .evaluateAll((ts) => ts.map((t) => [t.getAttribute('datetime')!, t.textContent!]))
      expect(days.length).toBeGreaterThan(0)
      for (const [iso, shown] of days) {
        const [year, month, day] = iso!.slice(0, 10).split('-').map(Number)
        const expected = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
          dateStyle: 'medium',
          timeZone: 'UTC',
        })
        expect(shown).toBe(expected)
      }
      expect(unexpectedErrors(west.errors)).toEqual([])
    } finally {
      await west.close()
    }
  })

  it("offers the editor's own today as a new project's date, east of UTC too", async () => {
    const east = await openPage(browser, { timezoneId: 'Pacific/Kiritimati' })
    try {
      await signIn(east.page, server.baseUrl)
      await east.page.goto(`${server.baseUrl}/admin/portfolio/new`)
      const date = east.page.getByLabel('Project date')
      await date.waitFor()
      // UTC+14: for fourteen hours of every day its date is a day ahead of UTC's.
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Pacific/Kiritimati' })
      expect(await date.inputValue()).toBe(today)
      expect(unexpectedErrors(east.errors)).toEqual([])
    } finally {
      await east.close()
    }
  })

  it('asks before leaving a form with unsaved changes, and not after saving it', async () => {
    const nav = page.getByRole('navigation', { name: 'Admin' })
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    await page.goto(`${server.baseUrl}/admin/faqs`)
    await page
      .getByRole('link', { name: /^Edit: / })
      .first()
      .click()
    await page.waitForURL('**/admin/faqs/edit/*')
    const editUrl = page.url()
    const answer = page.getByLabel('Answer')
    await answer.waitFor()
    // Untouched, a form lets the user go without a question.
    await nav.getByRole('link', { name: 'Products' }).click()
    await page.waitForURL('**/admin/products')
    await page.goBack()
    await page.waitForURL(editUrl)

    await answer.fill('An answer that is not saved yet.')
    await nav.getByRole('link', { name: 'Products' }).click()
    await ask.waitFor()
    await ask.getByText('Your changes on this page have not been saved.').waitFor()
    expect(await axeViolations(page)).toEqual([])
    // Keep editing: the form stays, with what was typed.
    await ask.getByRole('button', { name: 'Keep editing' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(page.url()).toBe(editUrl)
    expect(await answer.inputValue()).toBe('An answer that is not saved yet.')
    // Cancel asks too, and Discard changes goes on.
    await page.getByRole('link', { name: 'Cancel' }).click()
    await ask.getByRole('button', { name: 'Discard changes' }).click()
    await page.waitForURL('**/admin/faqs')
    await ask.waitFor({ state: 'detached' })
    expect(await publicHtml(server.baseUrl, '/contact')).not.toContain(
      'An answer that is not saved yet.',
    )

    // Closing or reloading the tab gets the browser's question.
    await page
      .getByRole('link', { name: /^Edit: / })
      .first()
      .click()
    await answer.click()
    await answer.fill('Changed, then the tab reloads.')
    let asked = ''
    page.once('dialog', (question) => {
      asked = question.type()
      void question.accept()
    })
    await page.reload()
    expect(asked).toBe('beforeunload')
    await answer.waitFor()

    // Saved, the form goes back to its list without asking.
    await answer.fill('Saved this time.')
    await page.getByRole('button', { name: 'Update FAQ' }).click()
    await toastWith(page, 'FAQ updated successfully')
    await page.waitForURL('**/admin/faqs')
    // A form that stays on its page after saving lets the user go too.
    await nav.getByRole('link', { name: 'Contact Details' }).click()
    const hours = page.getByLabel('Business hours')
    await hours.waitFor()
    await hours.fill('Mon-Fri 9:00-17:30')
    await page.getByRole('button', { name: 'Save Contact Details' }).click()
    await toastWith(page, 'Contact details saved successfully')
    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/admin/dashboard')
    expect(await ask.count()).toBe(0)
  })

  it("keeps a row's buttons in view on a phone, and the table a table on a wide screen", async () => {
    // A phone: each row is a card (ADR 067); nothing scrolls sideways, the buttons are on top.
    const onPhone = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      await signIn(onPhone.page, server.baseUrl)
      for (const [path, rows] of [
        ['/admin/portfolio', 'Portfolio items'],
        ['/admin/products', 'Products'],
        ['/admin/faqs', 'FAQs'],
      ] as const) {
        await onPhone.page.goto(server.baseUrl + path)
        const row = onPhone.page.locator('tbody tr').first()
        await row.waitFor()
        expect(await onPhone.page.getByRole('region', { name: rows }).count()).toBe(0)
        expect(await onPhone.page.getByRole('table', { name: rows }).count()).toBe(1)
        expect(await onPhone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
        for (const name of [/^Edit/, /^Delete/]) {
          const button = row.getByRole(name.source.includes('Edit') ? 'link' : 'button', { name })
          await button.scrollIntoViewIfNeeded()
          const box = (await button.boundingBox())!
          expect(box.x, `${path} ${name}`).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${path} ${name}`).toBeLessThanOrEqual(390)
          expect(
            await button.evaluate((el) => {
              const r = el.getBoundingClientRect()
              return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
            }),
          ).toBe(true)
        }
        expect(await axeViolations(onPhone.page), path).toEqual([])
      }
      expect(unexpectedErrors(onPhone.errors)).toEqual([])
    } finally {
      await onPhone.close()
    }

    // A tablet: the table is a table again, too wide for its box, which scrolls sideways.
    const phone = await openPage(browser, { viewport: { width: 780, height: 1024 } })
    try {
      await signIn(phone.page, server.baseUrl)
      for (const [path, rows] of [
        ['/admin/portfolio', 'Portfolio items'],
        ['/admin/products', 'Products'],
        ['/admin/faqs', 'FAQs'],
      ] as const) {
        await phone.page.goto(server.baseUrl + path)
        const row = phone.page.locator('tbody tr').first()
        await row.waitFor()
        // The table scrolls sideways in its own box, which says so; the page does not.
        const region = phone.page.getByRole('region', { name: rows })
        await region.waitFor()
        expect(await region.getAttribute('tabindex')).toBe('0')
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(780)
        for (const name of [/^Edit/, /^Delete/]) {
          const button = row.getByRole(name.source.includes('Edit') ? 'link' : 'button', { name })
          const box = (await button.boundingBox())!
          expect(box.x, `${path} ${name}`).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${path} ${name}`).toBeLessThanOrEqual(780)
          // On top, not under a neighbouring cell: a tap on its middle reaches it.
          expect(
            await button.evaluate((el) => {
              const r = el.getBoundingClientRect()
              return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
            }),
          ).toBe(true)
        }
        expect(await axeViolations(phone.page), path).toEqual([])
      }
      // Scrolled sideways, the buttons stay where they were.
      const edit = phone.page.locator('tbody tr').first().getByRole('link', { name: /^Edit/ })
      const before = (await edit.boundingBox())!.x
      await phone.page.getByRole('region', { name: 'FAQs' }).evaluate((el) => {
        el.scrollLeft = el.scrollWidth
      })
      expect((await edit.boundingBox())!.x).toBeCloseTo(before, 0)
      // From the keyboard: the box takes focus, and arrow keys scroll it.
      await phone.page.getByRole('region', { name: 'FAQs' }).evaluate((el) => {
        el.scrollLeft = 0
      })
      await phone.page.getByRole('region', { name: 'FAQs' }).focus()
      await phone.page.keyboard.press('ArrowRight')
      await expect
        .poll(() =>
          phone.page.getByRole('region', { name: 'FAQs' }).evaluate((el) => el.scrollLeft),
        )
        .toBeGreaterThan(0)
      expect(unexpectedErrors(phone.errors)).toEqual([])
    } finally {
      await phone.close()
    }
    // Wide, nothing scrolls: a plain table, no region, its buttons in the last column.
    await page.goto(`${server.baseUrl}/admin/portfolio`)
    await page.locator('tbody tr').nth(9).waitFor()
    expect(await page.getByRole('region', { name: 'Portfolio items' }).count()).toBe(0)
    expect(await page.getByRole('table', { name: 'Portfolio items' }).count()).toBe(1)
    expect(await page.getByRole('columnheader').count()).toBe(5)
    const lastCell = page.locator('tbody tr').first().locator('td').last()
    expect(await lastCell.evaluate((el) => getComputedStyle(el).position)).toBe('static')
  })

  it('logged no errors in the browser', () => {
    expect(unexpectedErrors(watched.errors)).toEqual([])
  })
})
