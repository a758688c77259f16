import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'

/**
 * The not-found screen (docs/product.md §Not found); it also logs the unknown path to the
 * console.
 */
export function NotFoundView() {
  const location = useLocation()
  useEffect(() => {
    // eslint-disable-next-line no-console
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-5 px-4 pt-36 pb-24 text-center">
      <h1 className="from-primary to-accent bg-linear-to-br bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent md:text-9xl">
        404
      </h1>
      <p className="text-2xl font-semibold">Oops! Page not found</p>
      <p className="text-muted-foreground max-w-md">
        The page you are looking for does not exist or has been moved.
      </p>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        <SiteIcon name="arrow-left" />
        Return to Home
      </Link>
    </section>
  )
}
