import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export interface WatchedPage {
  page: Page
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  errors: string[]
  close(): Promise<void>
}

/** A page in a fresh context that records everything that went wrong in it. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => closeWithin(context, 10_000) }
}

/**
 * Closes a context, or fails saying so: a close that hangs (a stuck renderer) would otherwise
 * run out the test's clock and hide the error that the test itself threw before it.
 */
async function closeWithin(context: BrowserContext, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`browser context did not close within ${ms} ms`)), ms)
  })
  try {
    await Promise.race([context.close(), hung])
  } finally {
    clearTimeout(timer)
  }
}
