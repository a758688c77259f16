import { data } from 'react-router'
import { NotFoundView } from '~/components/site/not-found-view'
import { siteMeta } from '~/components/site/site-data'
import { ComposedPage, composedPageMeta } from './composed-page'
import { composedPageAction, loadComposedPage } from './composed-page.server'
import type { Route } from './+types/not-found'

/**
 * Every address no built-in page answers: a composed page published at it (issue #40), else
 * the not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadComposedPage(context, request, params.lang)
  if (page) return page
  context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
  return data(null, { status: 404 })
}

// A page with a contact form says it may not be kept (its form's stamp is the visitor's).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** A composed page's contact form posts here; no other address takes a post. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await composedPageAction(context, request, params.lang)
  if (!answer) throw data(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  return answer
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? composedPageMeta(args, args.data.seo) : siteMeta(args, undefined)

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return loaderData ? <ComposedPage page={loaderData} /> : <NotFoundView />
}
