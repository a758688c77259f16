import { ContactForm } from '~/features/leads/components/contact-form'
import type { ContactFormText } from '~/features/leads/contact-form-text'
import { PageSections } from '~/features/pages/components/page-sections'
import { PAGE_FORM_ANCHOR, type PublicSection } from '~/features/pages/public-page'
import { ProjectCard } from '~/features/portfolio/components/project-card'
import type { PublicProject } from '~/features/portfolio/public-project'
import { PostCard } from '~/features/posts/components/post-card'
import type { PublicPost } from '~/features/posts/public-post'

/** What a composed page's sections show, as its loader gathered it. */
export interface ComposedSectionsData {
  title: string
  sections: PublicSection[]
  projects: PublicProject[]
  posts: Record<number, PublicPost[]>
  form: { text: ContactFormText; stamp: string; fallbackEmail: string | null } | null
  /** The query the form posts with (`?index` where the page is the home route's). */
  search?: string
}

/**
 * A composed page's sections, with what other features draw in them (the contact form, project
 * and post cards) handed in here, where the route layer may use several features. Drawn on the
 * server only (composed-page.server.ts): none of it is a page's JavaScript.
 */
export function ComposedSections({ page }: { page: ComposedSectionsData }) {
  return (
    <PageSections
      title={page.title}
      sections={page.sections}
      slots={{
        contactForm: () =>
          page.form && (
            <ContactForm
              fallbackEmail={page.form.fallbackEmail}
              copy={page.form.text}
              formStamp={page.form.stamp}
              anchor={PAGE_FORM_ANCHOR}
              search={page.search}
            />
          ),
        projects: (section) => (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.projects.slice(0, section.limit).map((project) => (
              // Never run in a browser: a plain link to the project's page.
              <ProjectCard key={project.id} project={project} onOpen={() => undefined} />
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
