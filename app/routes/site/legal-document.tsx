import { LegalDocumentView } from '~/components/site/legal-document-view'
import { siteMeta } from '~/components/site/site-data'
import { privacyPolicy, termsOfService } from '~/content/legal'
import type { Route } from './+types/legal-document'

/** routes.ts registers this module once for each document, at the path it is listed under. */
const documents = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
}

// The document's text reaches the browser as loader data, not in the page's JavaScript.
export function loader({ pattern }: Route.LoaderArgs) {
  // The matched route's path as routes.ts spells it (not the URL's casing or trailing slash).
  const path = pattern.split('/').filter(Boolean).at(-1)
  const doc = documents[path as keyof typeof documents]
  if (!doc) throw new Error(`No legal document for the route path "${pattern}"`)
  return {
    seo: {
      title: doc.title,
      description: doc.sections[0]?.paragraphs[0]?.slice(0, 155) ?? doc.title,
    },
    doc,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function LegalDocumentRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
