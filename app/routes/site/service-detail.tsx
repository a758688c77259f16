import { data } from 'react-router'
import { NotFoundView } from '~/components/site/not-found-view'
import { ServiceDetailView } from '~/components/site/service-detail-view'
import { siteMeta } from '~/components/site/site-data'
import { findServicePage, servicePath } from '~/copy/service-pages'
import { serviceCategories } from '~/copy/services'
import { pageContent } from '~/features/site-copy/service.server'
import { pageTranslator } from '~/i18n/page-language.server'
import type { Route } from './+types/service-detail'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The page's text reaches the browser as loader data, not in the page's JavaScript.
  const found = findServicePage(await pageContent(context, request, 'services'), params.slug)
  if (!found) {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    throw data(null, { status: 404 })
  }
  if (found.kind === 'detail') {
    const { detail } = found
    return { seo: { title: detail.title, description: detail.metaDescription }, detail }
  }
  // A service of the catalogue: its own card over the page of its area (ADR 059).
  const { service, detail, area } = found
  const t = pageTranslator(context, params.lang)
  const category = serviceCategories.some((c) => c.value === service.category)
    ? t(`services.category.${service.category}`)
    : undefined
  return {
    seo: { title: service.title, description: service.description },
    detail,
    hero: { eyebrow: category ?? detail.eyebrow, title: service.title, intro: service.description },
    area: { title: detail.title, to: servicePath(area) },
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServiceDetailView
      detail={loaderData.detail}
      hero={'hero' in loaderData ? loaderData.hero : undefined}
      area={'area' in loaderData ? loaderData.area : undefined}
    />
  )
}

/** An unknown /services/… path is the not-found screen, like any other unknown path. */
export function ErrorBoundary() {
  return <NotFoundView />
}
