import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { axeOn } from './axe'
import { settleAnimations } from './settle'
import { MIN_FILL_MS } from '~/features/leads/bot-traps'

export const siteAdmin = { email: 'site-e2e@agency.test', password: 'public-site-e2e-secret' }
export const siteAdminEnv = { ADMIN_EMAIL: siteAdmin.email, ADMIN_PASSWORD: siteAdmin.password }

/** A token for the admin API, as the portal would hold after signing in. */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(siteAdmin),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/** An admin API call; throws unless it succeeds. */
export async function adminCall(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** axe-core's violations on the page as it is now, as "rule: targets" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page)
  const result = await axeOn(page).analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * Waits until the page has hydrated: the theme toggle learns the theme in an effect, so its
 * label turns from "Toggle theme" into what a click will do once React runs. (On a phone the
 * toggle is hidden, the menu having the switch: it is there all the same.) A page in another
 * language names them in its own words, read from its catalogue.
 */
export async function waitForHydration(page: Page, language = 'en') {
  const texts = JSON.parse(
    readFileSync(new URL(`../../../app/i18n/catalogues/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>
  await page
    .locator(
      `aside[aria-label="${texts['theme.group']}"] button:not([aria-label="${texts['theme.toggle']}"])`,
    )
    .waitFor({ state: 'attached' })
}

/**
 * Waits until a contact form on a page loaded at `loadedAt` is older than the bot trap's
 * minimum fill time (MIN_FILL_MS): the server signed the form's time before the page arrived,
 * so from here on a send is a person's, however fast the test typed.
 */
export async function waitPastFillTime(loadedAt: number) {
  const wait = loadedAt + MIN_FILL_MS + 50 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
