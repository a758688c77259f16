import { recordsIn } from '~/translations.server'
import { balancedGridClass } from '~/components/site/balanced-grid'
import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { productCategoryOrder } from '~/copy/products'
import { ProductCard } from '~/features/products/components/product-card'
import { groupProducts, toPublicProduct } from '~/features/products/product-groups'
import { productsServer } from '~/features/products/collection.server'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import type { Route } from './+types/products'

export async function loader({ request, context }: Route.LoaderArgs) {
  const productsPage = await pageContent(context, request, 'products')
  const products = await recordsIn(
    context.db,
    'products',
    await productsServer.service.list(context.db),
    languageOfRequest(context, request),
  )
  const images = await findImageMeta(
    context.db,
    products.map((p) => p.imageUrl),
  )
  const groups = groupProducts(products, productCategoryOrder).map((group) => ({
    category: group.category,
    products: group.products.map((p) => toPublicProduct(p, images.get(p.imageUrl))),
  }))
  return {
    seo: { title: productsPage.title, description: productsPage.metaDescription },
    copy: productsPage,
    groups,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Products({ loaderData }: Route.ComponentProps) {
  const { groups, copy: productsPage } = loaderData
  return (
    <>
      <PageHero
        eyebrow={productsPage.eyebrow}
        title={productsPage.title}
        intro={productsPage.intro}
      />
      {groups.length === 0 && (
        <p className="text-muted-foreground px-4 pb-10 text-center">{productsPage.empty}</p>
      )}
      {groups.map((group) => (
        <section key={group.category} className="px-4 pb-16 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <SectionHeading title={group.category} />
            <div className={balancedGridClass(group.products.length)}>
              {group.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  popularLabel={productsPage.popular}
                  learnMoreLabel={productsPage.learnMore}
                />
              ))}
            </div>
          </div>
        </section>
      ))}
      <CallToAction copy={productsPage.callToAction} />
    </>
  )
}
