import type { Page } from 'playwright-core'
import { axeOn } from './axe'
import { settleAnimations } from './settle'

/** The admin every admin e2e server starts with (created at boot from the environment). */
export const ADMIN = {
  email: 'staff@agency.test',
  password: 'correct-horse-battery-staple',
  username: 'staff',
}

export const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

/**
 * Picks up the focused card of the leads board with Space, as a keyboard user does, and returns
 * once the arrow keys will move it. The drag library listens for the next keys only from a timer
 * it sets on pick-up, and Chromium runs waiting input before timers: an arrow pressed at once on
 * a busy machine reached nobody (a CI run waited 30 s for "over Contacted"). A timer set here,
 * after the library's, fires after it.
 */
export async function pickUpCard(page: Page) {
  await page.keyboard.press('Space')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** Signs in through the login form and waits for the page the portal sends the user to. */
export async function signIn(page: Page, baseUrl: string, password = ADMIN.password) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
}

/** Waits for a toast with this text (sonner renders each as a list item). */
export async function toastWith(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor()
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/** A token of its own, as a second browser or device would hold. */
export async function apiSignIn(baseUrl: string, password = ADMIN.password): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/** Status of `GET /api/auth/user` with this token: 200 while it works, 401 once revoked. */
export async function tokenStatus(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/user`, { headers: { 'x-auth-token': token } })
  return res.status
}

/** Server-rendered HTML of a public page, as a visitor receives it. */
export async function publicHtml(baseUrl: string, path: string): Promise<string> {
  const res = await fetch(baseUrl + path)
  return res.text()
}

/**
 * Expected failures (a wrong password, a revoked token, an unknown id, an upload that is not an
 * image) make Chromium log the HTTP status; those lines are the test's subject, not faults.
 * Anything else is.
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of (40[014]|415)/.test(e),
  )
}

/** WCAG A/AA violations on the page as it is now (ids and the first offending nodes). */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page)
  const result = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}
