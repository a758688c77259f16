import { LegalDocumentView } from '~/components/site/legal-document-view'
import { siteMeta } from '~/components/site/site-data'
import { renderMarkdown } from '~/features/site-copy/markdown.server'
import { pageContent } from '~/features/site-copy/service.server'
import type { Route } from './+types/legal-document'

/** routes.ts registers this module once for each document, at the path it is listed under. */
const documents = { 'privacy-policy': 'privacy', 'terms-of-service': 'terms' } as const

// The document's text reaches the browser as loader data, not in the page's JavaScript.
export async function loader({ pattern, request, context }: Route.LoaderArgs) {
  // The matched route's path as routes.ts spells it (not the URL's casing or trailing slash).
  const path = pattern.split('/').filter(Boolean).at(-1)
  const key = documents[path as keyof typeof documents]
  if (!key) throw new Error(`No legal document for the route path "${pattern}"`)
  const { title, updated, body } = (await pageContent(context, request, 'legal'))[key]
  const html = renderMarkdown(body)
  // The description is the text's first paragraph, without its markup.
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? title
  const description = firstParagraph
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => decodeEntity[e] ?? e)
    .slice(0, 155)
  return { seo: { title, description }, doc: { title, updated, html } }
}

const decodeEntity: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function LegalDocumentRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView doc={loaderData.doc} />
}
