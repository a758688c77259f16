import { FilePlus2Icon } from 'lucide-react'
import { Link } from 'react-router'
import { FormCard } from '~/components/admin/form-card'
import { SECTION_NAMES } from '../templates'
import { PAGE_TEMPLATES } from '../templates'

/**
 * "Add Page" starts here (issue #40): a starter template, or a blank page. Each is a link to
 * the builder with `?template=…`, so a choice is one click, works with the keyboard, and the
 * browser's Back returns to it.
 */
export function TemplateChooser() {
  return (
    <FormCard
      title="Add Page"
      description="Start from a template and replace its placeholder texts, or from a blank page. Nothing is published until you say so."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {PAGE_TEMPLATES.map((template) => (
          <li key={template.id}>
            <Link
              to={`/admin/pages/new?template=${template.id}`}
              className="hover:bg-muted/60 focus-visible:ring-ring flex h-full flex-col gap-2 rounded-xl border p-4 focus-visible:ring-2 focus-visible:outline-none"
            >
              <span className="flex items-center gap-2 font-semibold">
                <FilePlus2Icon className="text-primary size-4" aria-hidden />
                {template.name}
              </span>
              <span className="text-muted-foreground text-sm">{template.description}</span>
              {template.page.sections.length > 0 && (
                <span className="text-muted-foreground text-xs">
                  Sections: {template.page.sections.map((s) => SECTION_NAMES[s.type]).join(', ')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </FormCard>
  )
}
