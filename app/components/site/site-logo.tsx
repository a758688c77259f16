import { Link } from 'react-router'
import { brand } from '~/copy/site'
import { clsx as cn } from 'clsx'

export function SiteLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring flex items-center gap-2.5 rounded-lg font-bold tracking-tight focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      <span
        aria-hidden
        className="from-primary to-accent grid size-9 place-items-center rounded-xl bg-linear-to-br text-base text-white shadow-md"
      >
        DA
      </span>
      <span className="text-lg">{brand.name}</span>
    </Link>
  )
}
