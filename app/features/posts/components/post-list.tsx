import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import type { PublicPost } from '../public-post'
import { PostCard } from './post-card'

/** A page of posts and the numbered links to the others (plain links: no script needed). */
export function PostList({
  posts,
  page,
  pages,
  basePath,
  empty,
}: {
  posts: PublicPost[]
  page: number
  pages: number
  basePath: string
  empty: string
}) {
  const t = useT()
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`)
  return (
    <section className="px-4 pb-10 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {posts.length === 0 ? (
          <p className="text-muted-foreground text-center text-lg">{empty}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        )}
        {pages > 1 && (
          <nav aria-label={t('blog.pages')} className="mt-10">
            <ul className="flex flex-wrap items-center justify-center gap-2">
              {page > 1 && (
                <li>
                  <Link to={href(page - 1)} rel="prev" className="rounded-md border px-3 py-2">
                    {t('blog.previous')}
                  </Link>
                </li>
              )}
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <Link
                    to={href(n)}
                    aria-label={t('blog.page', { page: n })}
                    aria-current={n === page ? 'page' : undefined}
                    className={
                      n === page
                        ? 'bg-primary text-primary-foreground rounded-md px-3 py-2 font-semibold'
                        : 'rounded-md border px-3 py-2'
                    }
                  >
                    {n}
                  </Link>
                </li>
              ))}
              {page < pages && (
                <li>
                  <Link to={href(page + 1)} rel="next" className="rounded-md border px-3 py-2">
                    {t('blog.next')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </section>
  )
}
