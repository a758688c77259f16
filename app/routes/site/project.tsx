import { recordPageIn } from '~/translations.server'
import { data, redirect } from 'react-router'
import { localizedPath } from '~/i18n/languages'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import { CallToAction } from '~/components/site/call-to-action'
import { NotFoundView } from '~/components/site/not-found-view'
import { siteMeta, useSiteData } from '~/components/site/site-data'
import { ProjectPage } from '~/features/portfolio/components/project-page'
import { projectHref, toPublicProject } from '~/features/portfolio/public-project'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { jsonLd } from '~/lib/seo'
import type { Route } from './+types/project'

/** A description for search and share: the item's own, else its text cut at a word. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  return flat.slice(0, flat.lastIndexOf(' ', max - 1)).replace(/[,.;:]$/, '') + '…'
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // In the page's language, at its slug there (ADR 080): the English slug of a project whose
  // translation has its own answers 301 to it.
  const language = languageOfRequest(context, request)
  const found = await recordPageIn(context.db, projectHref(params.slug), language)
  if (found?.moved) throw redirect(localizedPath(found.moved, language), 301)
  const item = found?.kind === 'portfolio' ? (found.record as PortfolioItem) : undefined
  if (!item) {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    throw data(null, { status: 404 })
  }
  const [content, images] = await Promise.all([
    pageContent(context, request, 'portfolio'),
    findImageMeta(context.db, [item.imageUrl]),
  ])
  const project = toPublicProject(item, images.get(item.imageUrl))
  return {
    seo: {
      title: item.seoTitle ?? item.title,
      description: item.seoDescription ?? summary(item.description),
      // Its share image, else its picture, cropped to a card by the server when it is an upload
      // (ADR 075); a picture elsewhere gets the title card.
      card: (item.shareImageUrl ?? item.imageUrl).startsWith('/uploads/')
        ? ('photo' as const)
        : ('title' as const),
    },
    project,
    callToAction: content.callToAction,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData
  const { origin } = useSiteData()
  const url = origin + projectHref(project.slug)
  const work = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    url,
    image: new URL(project.image.src, origin + '/').href,
    dateCreated: project.year,
    genre: project.category,
    keywords: project.technologies.join(', '),
    ...(project.client && {
      sourceOrganization: { '@type': 'Organization', name: project.client },
    }),
    ...(project.projectUrl && { sameAs: project.projectUrl }),
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(work) }} />
      <ProjectPage project={project} />
      <CallToAction copy={loaderData.callToAction} />
    </>
  )
}

/** An unknown project is the not-found screen, like any other unknown path. */
export function ErrorBoundary() {
  return <NotFoundView />
}
