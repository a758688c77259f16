import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import { buttonVariants } from '~/components/ui/button-variants'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { clsx as cn } from 'clsx'
import { SiteIcon } from '~/components/ui/site-icon'
import { formatPrice, type PublicProduct } from '../product-groups'

export function ProductCard({
  product,
  popularLabel,
  learnMoreLabel,
}: {
  product: PublicProduct
  popularLabel: string
  learnMoreLabel: string
}) {
  const t = useT()
  return (
    <article
      data-testid="product-card"
      className={cn(
        'bg-card/80 relative flex flex-col overflow-hidden rounded-2xl border shadow-sm backdrop-blur transition-shadow hover:shadow-xl',
        product.popular && 'border-primary/60 ring-primary/30 shadow-primary/10 shadow-lg ring-1',
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden">
        <ResponsiveImage
          image={product.image}
          alt={product.imageAlt}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
        />
        {product.popular && (
          <span className="bg-primary text-primary-foreground absolute end-4 top-4 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold shadow-md">
            <SiteIcon name="star" className="size-3.5" />
            {popularLabel}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 className="text-xl font-semibold">{product.name}</h3>
          <p className="text-muted-foreground mt-1 text-sm">
            {t('product.from')}{' '}
            <span className="text-foreground font-semibold">
              {formatPrice(product.price, t('intl.locale'))}
            </span>
          </p>
        </div>
        <p className="text-muted-foreground leading-relaxed">{product.description}</p>
        <ul aria-label={t('product.features')} className="flex flex-col gap-2">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm">
              <SiteIcon name="check" className="text-primary mt-0.5 size-4 shrink-0" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          // The contact form opens about this product, as Careers' Apply Now does (ADR 059).
          to={`/contact?${new URLSearchParams({ subject: product.name })}`}
          className={cn(
            buttonVariants({ variant: product.popular ? 'default' : 'outline' }),
            'mt-auto w-full',
          )}
        >
          {learnMoreLabel}
          <span className="sr-only">{t('product.about', { name: product.name })}</span>
          <SiteIcon name="arrow-right" />
        </Link>
      </div>
    </article>
  )
}
