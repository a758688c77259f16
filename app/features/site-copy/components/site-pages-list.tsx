import { PencilIcon } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '~/components/admin/format'
import { buttonVariants } from '~/components/ui/button-variants'
import type { PageSummary } from '../api'

/** The editable pages, each with where it shows and when it was last published. */
export function SitePagesList({ pages }: { pages: PageSummary[] }) {
  return (
    <section className="bg-card mx-auto w-full max-w-3xl rounded-xl border shadow-sm">
      <div className="flex flex-col gap-1 border-b p-5 md:p-6">
        <h2 className="text-lg font-semibold">Site Content</h2>
        <p className="text-muted-foreground text-sm">
          The copy visitors read on each page. Preview your changes, then publish them.
        </p>
      </div>
      <ul className="divide-y">
        {pages.map((p) => (
          <li key={p.page} className="flex items-center gap-4 p-4 md:px-6">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{p.title}</p>
              <p className="text-muted-foreground text-sm">
                {p.paths.join(', ')} ·{' '}
                {p.updatedAt ? `published ${formatDateTime(p.updatedAt)}` : 'starter copy'}
              </p>
            </div>
            <Link
              to={`/admin/site-content/${p.page}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <PencilIcon aria-hidden />
              Edit<span className="sr-only"> {p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
