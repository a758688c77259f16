import { data } from 'react-router'
import { CallToAction } from '~/components/site/call-to-action'
import { NotFoundView } from '~/components/site/not-found-view'
import { PageHero } from '~/components/site/page-hero'
import { siteMeta } from '~/components/site/site-data'
import { PostList } from '~/features/posts/components/post-list'
import { postsServer } from '~/features/posts/collection.server'
import { pageNumber, POSTS_PER_PAGE, tagHref, toPublicPost } from '~/features/posts/public-post'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { recordsIn } from '~/translations.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { pageTranslator } from '~/i18n/page-language.server'
import type { Route } from './+types/blog'

/** The page number is read from the URL: each page of the list is a page of its own. */
export const handle = { query: ['page'] }

/**
 * /blog and /blog/tag/{tag} (docs/product.md §Journal): the published posts, newest first,
 * ten a page with numbered links; a tag's page lists that tag's posts alone. An unknown tag or
 * a page past the last is the not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const notFound = () => {
    context.logger.info({ path: new URL(request.url).pathname }, 'page not found')
    return data(null, { status: 404 })
  }
  const [content, all] = await Promise.all([
    pageContent(context, request, 'blog'),
    postsServer.published!(context.db).then((all) =>
      recordsIn(context.db, 'posts', all, languageOfRequest(context, request)),
    ),
  ])
  const tagParam = params.tag
  const tag = tagParam
    ? all.flatMap((post) => post.tags).find((t) => tagHref(t) === `/blog/tag/${tagParam}`)
    : undefined
  if (tagParam !== undefined && tag === undefined) throw notFound()
  const posts = tag ? all.filter((post) => post.tags.some((t) => tagHref(t) === tagHref(tag))) : all
  const page = pageNumber(new URL(request.url).searchParams.get('page'))
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
  if (page === null || page > pages) throw notFound()
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
  const covers = shown.map((post) => post.coverImage).filter((url) => url !== null)
  const images = await findImageMeta(context.db, covers)
  const t = pageTranslator(context, params.lang)
  const title = tag ? t('blog.tagTitle', { tag }) : content.title
  return {
    seo: {
      title: page > 1 ? `${title} — ${t('blog.page', { page })}` : title,
      description: tag ? t('blog.tagIntro', { tag }) : content.metaDescription,
    },
    hero: tag
      ? { eyebrow: content.eyebrow, title, intro: t('blog.tagIntro', { tag }) }
      : { eyebrow: content.eyebrow, title, intro: content.intro },
    basePath: tag ? tagHref(tag) : '/blog',
    page,
    pages,
    empty: content.empty,
    callToAction: content.callToAction,
    posts: shown.map((post) =>
      toPublicPost(post, post.coverImage ? images.get(post.coverImage) : undefined),
    ),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <PostList
        posts={loaderData.posts}
        page={loaderData.page}
        pages={loaderData.pages}
        basePath={loaderData.basePath}
        empty={loaderData.empty}
      />
      <CallToAction copy={loaderData.callToAction} />
    </>
  )
}

/** An unknown tag or page is the not-found screen, like any other unknown path. */
export function ErrorBoundary() {
  return <NotFoundView />
}
