import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { SiteLink as Link } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { useT } from './site-data'

/**
 * The not-found screen (docs/product.md §Not found); it also logs the unknown path to the
 * console.
 */
export function NotFoundView() {
  const location = useLocation()
  const t = useT()
  useEffect(() => {
    // eslint-disable-next-line no-console
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-5 px-4 pt-36 pb-24 text-center">
      <h1 className="from-primary to-accent bg-linear-to-br bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent md:text-9xl">
        404
      </h1>
      <p className="text-2xl font-semibold">{t('notFound.heading')}</p>
      <p className="text-muted-foreground max-w-md">{t('notFound.text')}</p>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        <SiteIcon name="arrow-left" />
        {t('notFound.home')}
      </Link>
    </section>
  )
}
