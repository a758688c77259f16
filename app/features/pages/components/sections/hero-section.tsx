import { clsx as cn } from 'clsx'
import { PageHero } from '~/components/site/page-hero'
import { SiteLink as Link } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { SiteIcon } from '~/components/ui/site-icon'
import type { PublicSection } from '../../public-page'

type Hero = Extract<PublicSection, { type: 'hero' }>

/**
 * The page's opening: the heading block every inner page opens with (PageHero), its buttons
 * as the home hero's (the first one filled, the second outlined), and its picture below.
 */
export function HeroSection({ section, first }: { section: Hero; first: boolean }) {
  return (
    <>
      <PageHero title={section.heading} intro={section.text}>
        {section.buttons.length > 0 && (
          <div className="flex flex-wrap justify-center gap-3">
            {section.buttons.map((button, i) => (
              <Link
                key={`${button.href}-${i}`}
                to={button.href}
                className={
                  i === 0
                    ? cn(buttonVariants({ size: 'lg' }), 'shadow-primary/25 shadow-lg')
                    : buttonVariants({ size: 'lg', variant: 'outline' })
                }
              >
                {button.label}
                {i === 0 && <SiteIcon name="arrow-right" />}
              </Link>
            ))}
          </div>
        )}
      </PageHero>
      {section.picture && (
        <div className="px-4 pb-12 sm:px-6">
          <ResponsiveImage
            image={section.picture}
            alt={section.alt ?? ''}
            // The opening picture is the first screen's largest paint: fetched first.
            priority={first}
            sizes="(min-width: 1280px) 1152px, 100vw"
            className="mx-auto aspect-[16/9] w-full max-w-6xl rounded-3xl border object-cover shadow-xl"
          />
        </div>
      )}
    </>
  )
}
