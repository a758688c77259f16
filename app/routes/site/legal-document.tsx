import { LegalDocumentView } from '~/components/site/legal-document-view'
import { siteMeta } from '~/components/site/site-data'
import { privacyPolicy } from '~/content/legal'
import type { Route } from './+types/privacy-policy'

// The document's text reaches the browser as loader data, not in the page's JavaScript.
export function loader() {
  const doc = privacyPolicy
  return {
    seo: {
      title: doc.title,
      description: doc.sections[0]?.paragraphs[0]?.slice(0, 155) ?? doc.title,
    },
    doc,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
