import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { tagHref, type PublicPost } from '../public-post'
import { PostCard } from './post-card'
import { PostDate } from './post-date'

export interface PostHeading {
  id: string
  text: string
  level: 2 | 3
}

/**
 * A post's own page, /blog/{slug} (docs/product.md §Journal). Everything is markup the server
 * made: the body's HTML was rendered and sanitised there (ADR 089), and the table of contents
 * is a list of in-page links. The closing call to action is the route's.
 */
export function PostPage({
  post,
  html,
  headings,
  related,
}: {
  post: PublicPost
  html: string
  headings: PostHeading[]
  related: PublicPost[]
}) {
  const t = useT()
  const updated = post.updatedAt.slice(0, 10) > post.publishedAt.slice(0, 10)
  return (
    <article className="px-4 pt-32 pb-10 sm:px-6 md:pt-40">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <nav aria-label={t('blog.breadcrumb')} className="text-sm">
          <Link
            to="/blog"
            className="text-primary font-semibold underline-offset-4 hover:underline"
          >
            {t('blog.allPosts')}
          </Link>
        </nav>
        <header className="flex flex-col gap-4">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {post.title}
          </h1>
          <p className="text-muted-foreground text-sm">
            <span className="sr-only">{t('blog.published')} </span>
            <PostDate iso={post.publishedAt} /> ·{' '}
            {t('blog.readingTime', { minutes: post.readingMinutes })}
            {updated && (
              <>
                {' '}
                · {t('blog.updated')} <PostDate iso={post.updatedAt} />
              </>
            )}
          </p>
        </header>
        {post.cover && (
          <ResponsiveImage
            image={post.cover}
            alt={post.coverAlt}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
          />
        )}
        {post.author && <AuthorCard author={post.author} />}
        {headings.length > 0 && (
          <nav aria-labelledby="contents-title" className="bg-card/80 rounded-xl border p-5">
            <h2 id="contents-title" className="text-lg font-semibold">
              {t('blog.contents')}
            </h2>
            <ol className="mt-3 flex flex-col gap-1">
              {headings.map((h) => (
                <li key={h.id} className={h.level === 3 ? 'ps-5' : undefined}>
                  <a href={`#${h.id}`} className="text-primary underline-offset-4 hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* Sanitised on the server by an allow-list (ADR 089): no script, handler or javascript: link. */}
        <div className="prose-text" dangerouslySetInnerHTML={{ __html: html }} />
        {post.tags.length > 0 && (
          <section aria-labelledby="tags-title">
            <h2 id="tags-title" className="mb-3 text-lg font-semibold">
              {t('blog.tags')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={tagHref(tag)}
                    className="bg-muted inline-block rounded-md px-2.5 py-1 text-sm font-medium hover:underline"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-6xl">
          <h2 id="related-title" className="mb-6 text-2xl font-bold tracking-tight">
            {t('blog.related')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <PostCard key={other.slug} post={other} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}

function AuthorCard({ author }: { author: NonNullable<PublicPost['author']> }) {
  const t = useT()
  return (
    <aside
      aria-label={t('blog.writtenBy')}
      className="bg-card/80 flex items-start gap-4 rounded-xl border p-5"
    >
      {author.photoUrl && (
        <img
          src={author.photoUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      )}
      <div className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">{t('blog.writtenBy')}</p>
        <p className="font-semibold">{author.name}</p>
        {author.jobTitle && <p className="text-muted-foreground text-sm">{author.jobTitle}</p>}
        {author.bio && (
          <p className="text-foreground/85 mt-1 text-sm leading-relaxed">{author.bio}</p>
        )}
      </div>
    </aside>
  )
}
