import { data } from 'react-router'
import type { PageContext } from '~/core/context.server'
import {
  contactFormAction,
  postedOutcome,
  postedResult,
} from '~/features/leads/contact-form.server'
import type { ContactFormResult } from '~/features/leads/contact-form-result'
import { getContactDetails } from '~/features/contact-details/queries.server'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { SITE_LAYOUT_ID, type SiteData } from '~/components/site/site-data'
import { catalogueOf } from '~/i18n/catalogues.server'
import { ComposedSections, type ComposedSectionsData } from './composed-sections'
import { contactFormText } from '~/features/leads/contact-form-text'
import type { Page } from '~/features/pages/schemas'
import { previewedPage } from '~/features/pages/preview.server'
import { hasContactForm, type PublicSection } from '~/features/pages/public-page'
import { portfolioServer } from '~/features/portfolio/collection.server'
import { toPublicProject, type PublicProject } from '~/features/portfolio/public-project'
import { postsServer } from '~/features/posts/collection.server'
import { renderedBody } from '~/features/posts/markdown.server'
import { toPublicPost, type PublicPost } from '~/features/posts/public-post'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { defaultPathOf, pageTranslator } from '~/i18n/page-language.server'
import { toImageSource } from '~/lib/srcset'
import { recordPageIn, recordsIn } from '~/translations.server'

/**
 * A composed page (issue #40, ADR 094) as the site's catch-all route serves it: the published
 * page at the address, in the address's language, its sections made ready to draw. The route
 * reads the features a page's sections show (portfolio, posts, the contact form's), which the
 * pages feature may not import; each read records its key, so the page cache drops the page
 * when a project or post it lists changes (ADR 085).
 */
export async function loadComposedPage(
  context: PageContext,
  request: Request,
  lang: string | undefined,
) {
  const loaded = await composedPageData(context, request, lang)
  if (!loaded) return null
  // A form's stamp is this visitor's alone: such a page is never shared, by our page cache
  // (ADR 034 keeps no private answer) or by a CDN, as the contact page is not. A page without
  // one is the same for everyone, and cached.
  return loaded.form ? data(loaded, { headers: { 'Cache-Control': 'private, no-store' } }) : loaded
}

export type ComposedPageData = NonNullable<Awaited<ReturnType<typeof composedPageData>>>

async function composedPageData(context: PageContext, request: Request, lang: string | undefined) {
  const page = await findComposedPage(context, request)
  if (!page) return null
  const language = languageOfRequest(context, request)
  const db = context.db
  const sections = page.sections
  const pictures = sections.flatMap((s) =>
    s.type === 'hero' && s.image ? [s.image] : s.type === 'imageText' ? [s.image] : [],
  )
  const wantsProjects = sections.some((s) => s.type === 'projects')
  const wantsPosts = sections.some((s) => s.type === 'posts')
  const [images, projectRecords, postRecords, home] = await Promise.all([
    findImageMeta(db, pictures),
    wantsProjects
      ? portfolioServer.published!(db).then((all) => recordsIn(db, 'portfolio', all, language))
      : [],
    wantsPosts
      ? postsServer.published!(db).then((all) => recordsIn(db, 'posts', all, language))
      : [],
    // The site's description stands in for a page that has none of its own.
    page.seoDescription ? null : pageContent(context, request, 'home'),
  ])
  const most = Math.max(0, ...sections.map((s) => (s.type === 'projects' ? s.limit : 0)))
  const shownProjects = projectRecords.slice(0, most)
  const postsOf = (tag: string | null) =>
    tag
      ? postRecords.filter((p) => p.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
      : postRecords
  const postSections = new Map(
    sections.flatMap((s, i) => (s.type === 'posts' ? [[i, postsOf(s.tag).slice(0, s.limit)]] : [])),
  )
  const cardImages = await findImageMeta(db, [
    ...shownProjects.map((p) => p.imageUrl),
    ...[...postSections.values()].flat().flatMap((p) => (p.coverImage ? [p.coverImage] : [])),
  ])
  const projects: PublicProject[] = shownProjects.map((p) =>
    toPublicProject(p, cardImages.get(p.imageUrl)),
  )
  const posts: Record<number, PublicPost[]> = Object.fromEntries(
    [...postSections].map(([i, list]) => [
      i,
      list.map((p) => toPublicPost(p, p.coverImage ? cardImages.get(p.coverImage) : undefined)),
    ]),
  )
  const publicSections: PublicSection[] = sections.map((s): PublicSection => {
    switch (s.type) {
      case 'hero':
        return { ...s, picture: s.image ? toImageSource(s.image, images.get(s.image)) : null }
      case 'text':
        return { type: 'text', html: renderedBody(s.markdown).html }
      case 'imageText': {
        const { markdown, image, ...rest } = s
        return {
          ...rest,
          html: renderedBody(markdown).html,
          picture: toImageSource(image, images.get(image)),
        }
      }
      default:
        return s
    }
  })
  const form = hasContactForm(sections)
  const formText = form ? contactFormText(pageTranslator(context, lang)) : null
  // After a post made without JavaScript, the tab's title says how it went, first (ADR 067).
  const posted = form ? postedOutcome(context) : undefined
  const outcome =
    posted === 'sent' ? formText?.toasts.successTitle : posted && formText?.toasts.errorTitle
  const title = page.seoTitle ?? page.title
  const hero = sections.find((s) => s.type === 'hero')
  const picture = page.shareImageUrl
  const contact = form ? await getContactDetails(db) : null
  const html = await drawSections(request, {
    frame: { messages: catalogueOf(language.code), language, contact: null },
    result: form ? postedResult(context) : undefined,
    page: {
      title: page.title,
      sections: publicSections,
      projects,
      posts,
      form: formText && {
        text: formText,
        stamp: context.formStamps.issue(),
        fallbackEmail: contact?.email ?? null,
      },
      // A page at one segment is the home route's, an index route: the post must say so.
      search: new URL(request.url).pathname.split('/').length === 2 ? '?index' : undefined,
    },
  })
  return {
    page: { title: page.title, path: page.path },
    seo: {
      title: outcome ? `${outcome} | ${title}` : title,
      description: page.seoDescription ?? hero?.text ?? home?.metaDescription ?? '',
      // Its share image cropped to a card when it is an upload (ADR 075); else the title card.
      card: picture?.startsWith('/uploads/') ? ('photo' as const) : ('title' as const),
      noindex: page.noindex,
    },
    /** The sections' markup (its form's stamp is this visitor's: see `loadComposedPage`). */
    html,
    form,
  }
}

/**
 * The sections drawn to markup with the site's own components, as React draws any page, inside
 * a router that answers what they ask of it: the page's address, its language and fixed texts
 * (as the layout's data), and the answer to a post of its form made in this request (its
 * errors, its values, 'Message Sent!'). The markup is the page's: the browser is sent none of
 * the components' code.
 */
async function drawSections(
  request: Request,
  {
    frame,
    result,
    page,
  }: {
    frame: Pick<SiteData, 'messages' | 'language' | 'contact'>
    result: ContactFormResult | undefined
    page: ComposedSectionsData
  },
): Promise<string> {
  const routes = [
    {
      id: SITE_LAYOUT_ID,
      path: '/',
      loader: () => frame,
      children: [
        { id: SECTIONS_ROUTE, path: '*', Component: () => <ComposedSections page={page} /> },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(request.url))
  if (context instanceof Response) throw new Error('the sections could not be drawn')
  // The form reads its post's answer as its route's action data.
  if (result) context.actionData = { [SECTIONS_ROUTE]: result }
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  )
}

const SECTIONS_ROUTE = 'composed-page'

/**
 * The page at the request's address (in its language), if any: the published one, or the
 * builder's page on a live preview link of that address (docs/api.md §Pages), saved or not.
 */
export async function findComposedPage(
  context: PageContext,
  request: Request,
): Promise<Page | null> {
  const language = languageOfRequest(context, request)
  const path = defaultPathOf(context, new URL(request.url).pathname)
  const preview = await previewedPage(context.db, request, path)
  if (preview) return preview
  const found = await recordPageIn(context.db, path, language)
  return found?.kind === 'pages' ? (found.record as Page) : null
}

/**
 * A post to a composed page: its contact form's, taken as the contact page takes one (the same
 * rules, limit and bot traps, with or without JavaScript), the message keeping the page's path.
 * Null where no published page with a form answers the address.
 */
export async function composedPageAction(
  context: PageContext,
  request: Request,
  lang: string | undefined,
) {
  const page = await findComposedPage(context, request)
  if (!page || !hasContactForm(page.sections)) return null
  const language = languageOfRequest(context, request)
  return contactFormAction(
    request,
    context,
    pageTranslator(context, lang),
    language.code,
    page.path,
  )
}
