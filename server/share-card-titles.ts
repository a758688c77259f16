import type { AppContext } from '~/core/context.server'
import { findServicePage } from '~/copy/service-pages'
import { findServerCollection } from '~/collections.server'
import { publishedContent } from '~/features/site-copy/service.server'
import { siteLanguages, splitLanguagePath } from '~/i18n/languages'
import { recordPageIn } from '~/translations.server'

type Reader = Pick<AppContext, 'db' | 'logger' | 'contentVersion' | 'env'>

/** The pages whose title is their copy's `title`, by path. */
const titledPages = {
  '/services': 'services',
  '/portfolio': 'portfolio',
  '/products': 'products',
  '/blog': 'blog',
  '/company': 'company',
  '/company/team': 'team',
  '/company/careers': 'careers',
  '/contact': 'contact',
} as const

const legal = { '/privacy-policy': 'privacy', '/terms-of-service': 'terms' } as const

/**
 * The title a public page shows, read as its loader reads it (published copy, never a draft), in
 * the language its address names (`/de/services`: the German title, each text falling back to
 * the default language's), or null when no page lives at `path`: the card route draws only
 * existing pages' titles, so nobody can have the server draw text of their choosing (ADR 068).
 */
export async function pageTitle(ctx: Reader, address: string): Promise<string | null> {
  const { language, path } = splitLanguagePath(address, siteLanguages(ctx.env.SITE_LANGUAGES))
  const copy = <P extends Parameters<typeof publishedContent>[1]>(page: P) =>
    publishedContent(ctx, page, language)
  if (path === '/') return (await copy('home')).hero.tagline
  if (path in titledPages) {
    const page = titledPages[path as keyof typeof titledPages]
    return (await copy(page)).title
  }
  if (path in legal) {
    return (await copy('legal'))[legal[path as keyof typeof legal]].title
  }
  const service = /^\/services\/([a-z0-9-]+)$/.exec(path)
  if (service) {
    const found = findServicePage(await copy('services'), service[1] ?? '')
    if (!found) return null
    return found.kind === 'detail' ? found.detail.title : found.service.title
  }
  // A record's page in the language, at its slug there (a German slug is a German page's).
  const found = await recordPageIn(ctx.db, path, language)
  const collection = found && findServerCollection(found.kind)?.collection
  if (!found || !collection || found.moved) return null
  return (collection.pages?.title ?? collection.activity.nameOf)(found.record)
}

/**
 * The page's path and the card's kind for a card's path, the inverse of `cardPath`: `.png` is
 * the title card, `.jpg` a record page's picture card (a project's, ADR 075; whether the page
 * has a picture is the card's maker's to find); null for anything else.
 */
export function pagePathOfCard(
  cardUrlPath: string,
): { path: string; kind: 'title' | 'photo' } | null {
  const m = /^\/og\/([a-z0-9/-]+)\.(png|jpg)$/.exec(cardUrlPath)
  const rest = m?.[1]
  if (!rest || rest.startsWith('/') || rest.includes('//') || rest.endsWith('/')) return null
  const path = rest === 'index' ? '/' : `/${rest}`
  if (m[2] === 'png') return { path, kind: 'title' }
  return path === '/' ? null : { path, kind: 'photo' }
}
