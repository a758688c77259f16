import { useSiteData } from '~/components/site/site-data'
import { ContactForm } from '~/features/leads/components/contact-form'
import { PageSections } from '~/features/pages/components/page-sections'
import { PAGE_FORM_ANCHOR } from '~/features/pages/public-page'
import { ProjectCard } from '~/features/portfolio/components/project-card'
import { PostCard } from '~/features/posts/components/post-card'
import type { ComposedPageData } from './composed-page.server'

/**
 * A composed page on the site (issue #40): its sections, with what other features draw in them
 * (the contact form, project and post cards) handed in here, where the route layer may use
 * several features.
 */
export function ComposedPage({
  page,
  index = false,
}: {
  page: ComposedPageData
  /** Served by the home route (a page at one segment): its form posts with `?index`. */
  index?: boolean
}) {
  const { contact } = useSiteData()
  return (
    <PageSections
      title={page.page.title}
      sections={page.sections}
      slots={{
        contactForm: () =>
          page.form && (
            <ContactForm
              fallbackEmail={contact?.email ?? null}
              copy={page.form.text}
              formStamp={page.form.stamp}
              anchor={PAGE_FORM_ANCHOR}
              index={index}
            />
          ),
        projects: (section) => (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.projects.slice(0, section.limit).map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        ),
        posts: (_, index) => (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(page.posts[index] ?? []).map((post) => (
              <PostCard key={post.slug} post={post} headingLevel={3} />
            ))}
          </div>
        ),
      }}
    />
  )
}
