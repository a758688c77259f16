import { data } from 'react-router'
import { CallToAction } from '~/components/site/call-to-action'
import { NotFoundView } from '~/components/site/not-found-view'
import { siteMeta, useSiteData } from '~/components/site/site-data'
import { PostPage } from '~/features/posts/components/post-page'
import { postsServer } from '~/features/posts/collection.server'
import { headingsOf } from '~/features/posts/markdown.server'
import { postHref, relatedPosts, toPublicPost } from '~/features/posts/public-post'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { documentIn, recordsIn } from '~/translations.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { absoluteUrl, jsonLd } from '~/lib/seo'
import type { Route } from './+types/blog-post'

/** A body with this many headings or more gets a table of contents. */
const CONTENTS_FROM = 3

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(context, request)
  const stored = await postsServer.findByPage!(context.db, postHref(params.slug))
  // In the page's language, each text falling back to the default's (ADR 080).
  const post =
    stored && (await documentIn(context.db, { kind: 'posts', id: stored._id }, stored, language))
  if (!post) {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    throw data(null, { status: 404 })
  }
  const [content, all] = await Promise.all([
    pageContent(context, request, 'blog'),
    postsServer.published!(context.db)
      .then((all) => recordsIn(context.db, 'posts', all, language)),
  ])
  const related = relatedPosts(post, all)
  const covers = [post, ...related].map((p) => p.coverImage).filter((url) => url !== null)
  const images = await findImageMeta(context.db, covers)
  const publicOf = (p: typeof post) =>
    toPublicPost(p, p.coverImage ? images.get(p.coverImage) : undefined)
  const headings = headingsOf(post.bodyHtml)
  const picture = post.shareImageUrl ?? post.coverImage
  return {
    seo: {
      title: post.seoTitle ?? post.title,
      description: post.seoDescription ?? post.excerpt,
      // Its share image, else its cover, cropped to a card by the server when it is an upload
      // (ADR 075); otherwise the title card.
      card: picture?.startsWith('/uploads/') ? ('photo' as const) : ('title' as const),
    },
    post: publicOf(post),
    html: post.bodyHtml,
    headings: headings.length >= CONTENTS_FROM ? headings : [],
    related: related.map(publicOf),
    callToAction: content.callToAction,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  const { origin, brand } = useSiteData()
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: absoluteUrl(origin, postHref(post.slug)),
    mainEntityOfPage: absoluteUrl(origin, postHref(post.slug)),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    keywords: post.tags.join(', '),
    ...(post.cover && { image: new URL(post.cover.src, origin + '/').href }),
    ...(post.author && {
      author: {
        '@type': 'Person',
        name: post.author.name,
        ...(post.author.jobTitle && { jobTitle: post.author.jobTitle }),
      },
    }),
    publisher: { '@type': 'Organization', name: brand.name },
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(article) }} />
      <PostPage
        post={post}
        html={loaderData.html}
        headings={loaderData.headings}
        related={loaderData.related}
      />
      <CallToAction copy={loaderData.callToAction} />
    </>
  )
}

/** An unknown post is the not-found screen, like any other unknown path. */
export function ErrorBoundary() {
  return <NotFoundView />
}
