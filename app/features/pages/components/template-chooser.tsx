import { FilePlus2Icon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { PAGE_TEMPLATES, SECTION_NAMES, type PageTemplateId } from '../templates'

/**
 * A new page's starting point (issue #40): a starter template, or a blank page. Each is a link
 * to the builder with `?template=…`, so a choice is one click, works with the keyboard, and
 * the browser's Back returns to the one before; a page with unsaved changes asks first, as
 * any way out of a form does.
 */
export function TemplateChooser({ current }: { current: PageTemplateId }) {
  return (
    <nav aria-labelledby="page-templates-title" className="mb-6 flex flex-col gap-3">
      <h3 id="page-templates-title" className="text-base font-semibold">
        Start from a template
      </h3>
      <p className="text-muted-foreground -mt-2 text-sm">
        Each template is a set of sections with placeholder texts: replace them with your own.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PAGE_TEMPLATES.map((template) => {
          const chosen = template.id === current
          return (
            <li key={template.id}>
              <Link
                to={`/admin/pages/new?template=${template.id}`}
                aria-current={chosen ? 'page' : undefined}
                aria-describedby={`page-template-${template.id}`}
                className={cn(
                  'hover:bg-muted/60 focus-visible:ring-ring flex h-full flex-col gap-1 rounded-xl border p-3 focus-visible:ring-2 focus-visible:outline-none',
                  chosen && 'border-primary bg-primary/5',
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold">
                  <FilePlus2Icon className="text-primary size-4" aria-hidden />
                  {template.name}
                  {chosen && <span className="text-muted-foreground font-normal">(chosen)</span>}
                </span>
                <span id={`page-template-${template.id}`} className="text-muted-foreground text-xs">
                  {template.description}
                  {template.page.sections.length > 0 &&
                    `. Sections: ${template.page.sections.map((s) => SECTION_NAMES[s.type]).join(', ')}.`}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
