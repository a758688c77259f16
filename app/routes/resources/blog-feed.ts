import { postsServer } from '~/features/posts/collection.server'
import { postHref } from '~/features/posts/public-post'
import { readBrand } from '~/features/brand/queries.server'
import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/blog-feed'

/** The latest posts the feed carries. */
const FEED_SIZE = 20

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A body's links and pictures made absolute: a feed reader shows the post away from the site,
 * where `/uploads/…` would lead nowhere. The HTML is the sanitiser's (ADR 089), whose attributes
 * are always double-quoted; `//host` never reaches it.
 */
const absoluteLinks = (html: string, origin: string) =>
  html.replace(
    / (href|src)="(\/[^"]*)"/g,
    (_, name: string, path: string) =>
      ` ${name}="${escapeXml(absoluteUrl(origin, path.replace(/&amp;/g, '&')))}"`,
  )

/**
 * GET /blog/feed.xml: an Atom feed of the latest posts, each with its whole body and absolute
 * URLs (docs/api.md §Journal). Read through the collection's service, so the page cache keeps it
 * until a post changes (ADR 085).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = (context.env.SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, '')
  const [posts, brand] = await Promise.all([
    postsServer.published!(context.db),
    readBrand(context.db),
  ])
  const latest = posts.slice(0, FEED_SIZE)
  const self = absoluteUrl(origin, '/blog/feed.xml')
  const updated = latest.reduce(
    (newest, post) => (post.updatedAt > newest ? post.updatedAt : newest),
    latest[0]?.updatedAt ?? new Date(0).toISOString(),
  )
  const entries = latest.map((post) => {
    const url = absoluteUrl(origin, postHref(post.slug))
    return [
      '  <entry>',
      `    <id>urn:uuid:${post._id}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      post.author ? `    <author><name>${escapeXml(post.author.name)}</name></author>` : '',
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(absoluteLinks(post.bodyHtml, origin))}</content>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(self)}</id>
  <title>${escapeXml(brand.name)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(origin, '/blog'))}"/>
  <updated>${updated}</updated>
  <author><name>${escapeXml(brand.name)}</name></author>
${entries.join('\n')}
</feed>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, no-cache',
    },
  })
}
