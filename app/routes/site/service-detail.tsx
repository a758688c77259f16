import { data } from 'react-router'
import { NotFoundView } from '~/components/site/not-found-view'
import { ServiceDetailView } from '~/components/site/service-detail-view'
import { siteMeta } from '~/components/site/site-data'
import { serviceSlugs, type ServiceSlug } from '~/copy/documents'
import { pageContent } from '~/features/site-copy/service.server'
import type { Route } from './+types/service-detail'

const isSlug = (value: string): value is ServiceSlug =>
  (serviceSlugs as readonly string[]).includes(value)

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    throw data(null, { status: 404 })
  }
  // The page's text reaches the browser as loader data, not in the page's JavaScript.
  const detail = (await pageContent(context, request, 'services')).details[params.slug]
  return { seo: { title: detail.title, description: detail.metaDescription }, detail }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailView detail={loaderData.detail} />
}

/** An unknown /services/… path is the not-found screen, like any other unknown path. */
export function ErrorBoundary() {
  return <NotFoundView />
}
