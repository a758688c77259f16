import { data } from 'react-router'
import { NotFoundView } from '~/components/site/not-found-view'
import { siteMeta } from '~/components/site/site-data'
import type { Route } from './+types/not-found'

export function loader({ request, context }: Route.LoaderArgs) {
  context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, undefined)

export default function NotFound() {
  return <NotFoundView />
}
