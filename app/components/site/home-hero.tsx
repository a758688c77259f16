import { useRef, type PointerEvent } from 'react'
import { SiteLink as Link } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import type { HomeContent } from '~/copy/documents'
import { clsx as cn } from 'clsx'
import { HeroVisual } from './hero-visual'
import { parallaxOffset } from './parallax'
import { SiteIcon } from '~/components/ui/site-icon'

export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  const visual = useRef<HTMLDivElement>(null)

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const el = visual.current
    if (!el || event.pointerType !== 'mouse') return
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const { x, y } = parallaxOffset(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
    )
    el.style.transform = `translate3d(${x}px, ${y}px, 0)`
  }

  return (
    <section
      onPointerMove={onPointerMove}
      className="relative px-4 pt-28 pb-16 sm:px-6 md:pt-40 md:pb-24"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <p className="bg-primary/10 text-primary ring-primary/20 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ring-1">
            <SiteIcon name="headphones" className="size-4" />
            {hero.badge}
          </p>
          <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.tagline}
          </h1>
          <p className="text-muted-foreground max-w-xl text-lg leading-relaxed">{hero.intro}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/contact"
              className={cn(buttonVariants({ size: 'lg' }), 'shadow-primary/25 shadow-lg')}
            >
              {hero.primaryButton}
              <SiteIcon name="arrow-right" />
            </Link>
            <Link to="/services" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {hero.secondaryButton}
            </Link>
          </div>
        </div>
        <div
          ref={visual}
          aria-hidden
          data-parallax
          className="relative mx-auto w-full max-w-lg transition-transform duration-300 ease-out will-change-transform"
        >
          <HeroVisual cards={hero.pictureCards} />
        </div>
      </div>
    </section>
  )
}
