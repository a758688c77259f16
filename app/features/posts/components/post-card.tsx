import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { postHref, type PublicPost } from '../public-post'
import { PostDate } from './post-date'

/** A post in a list: its cover, title (the link), date, reading time and excerpt. */
export function PostCard({ post, headingLevel = 2 }: { post: PublicPost; headingLevel?: 2 | 3 }) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="bg-card/80 relative flex flex-col overflow-hidden rounded-2xl border shadow-sm backdrop-blur">
      {post.cover && (
        <ResponsiveImage
          image={post.cover}
          alt=""
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-muted-foreground text-sm">
          <PostDate iso={post.publishedAt} /> ·{' '}
          {t('blog.readingTime', { minutes: post.readingMinutes })}
        </p>
        <Heading className="text-xl font-semibold tracking-tight">
          {/* The whole card is the link's target, for a finger; the title is its text. */}
          <Link to={postHref(post.slug)} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="text-foreground/85 leading-relaxed">{post.excerpt}</p>
      </div>
    </article>
  )
}
