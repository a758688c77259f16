import { Link } from 'react-router'
import { clsx as cn } from 'clsx'
import { useSiteData } from './site-data'

/** The brand's logo (light and dark) or monogram, and its name, leading home. */
export function SiteLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { brand } = useSiteData()
  const dark = brand.logoDarkUrl ?? brand.logoUrl
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring flex items-center gap-2.5 rounded-lg font-bold tracking-tight focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      {brand.logoUrl ? (
        <>
          <img
            src={brand.logoUrl}
            alt=""
            width={36}
            height={36}
            className={cn('size-9 object-contain', dark !== brand.logoUrl && 'dark:hidden')}
          />
          {dark !== brand.logoUrl && dark && (
            <img
              src={dark}
              alt=""
              width={36}
              height={36}
              className="hidden size-9 object-contain dark:block"
            />
          )}
        </>
      ) : (
        <span
          aria-hidden
          className="from-primary to-accent grid size-9 place-items-center rounded-xl bg-linear-to-br text-base text-white shadow-md"
        >
          {brand.shortName}
        </span>
      )}
      <span className="text-lg">{brand.name}</span>
    </Link>
  )
}
