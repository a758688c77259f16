import { data, redirect } from 'react-router'
import { localizedPath } from '~/i18n/languages'
import type { Post } from '~/features/posts/schemas'
import { CallToAction } from '~/components/site/call-to-action'
import { NotFoundView } from '~/components/site/not-found-view'
import { siteMeta, useSiteData } from '~/components/site/site-data'
import { PostPage } from '~/features/posts/components/post-page'
import { postsServer } from '~/features/posts/collection.server'
import { headingsOf } from '~/features/posts/markdown.server'
import { postHref, relatedPosts, toPublicPost } from '~/features/posts/public-post'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { recordPageIn, recordsIn } from '~/translations.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { absoluteUrl, jsonLd } from '~/lib/seo'
import type { Route } from './+types/blog-post'

/** A body with this many headings or more gets a table of contents. */
const CONTENTS_FROM = 3

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(context, request)
  // In the page's language, each text falling back to the default's, at its slug there (ADR
  // 080): the English slug of a post whose translation has its own answers 301 to it.
  const found = await recordPageIn(context.db, postHref(params.slug), language)
  if (found?.moved) throw redirect(localizedPath(found.moved, language), 301)
  const post = found?.kind === 'posts' ? (found.record as Post) : undefined
  if (!post) {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    throw data(null, { status: 404 })
  }
  const [content, all] = await Promise.all([
    pageContent(context, request, 'blog'),
    postsServer.published!(context.db).then((all) => recordsIn(context.db, 'posts', all, language)),
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
