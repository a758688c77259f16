import { LogOutIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip'
import { cn } from '~/lib/cn'
import { can, type Role } from '~/core/rights'
import type { AdminNavItem } from './admin-nav-items'
import { BrandMark, type PortalBrand } from './portal-brand'

interface AdminSidebarProps {
  /** Every link, in order; those the role may not use are left out here. */
  navItems: AdminNavItem[]
  collapsed: boolean
  role: Role
  onToggle: () => void
  unreadCount: number
  onLogout: () => void
  /** The brand's logo or monogram (Settings → Brand). */
  brand: PortalBrand
}

const itemClass =
  'focus-visible:ring-ring flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none'

/**
 * Expanded (labels) or collapsed (icons only, labels in tooltips). Below the `md` breakpoint it
 * is always the narrow rail, so tables keep the width they need on a phone.
 */
export function AdminSidebar({
  navItems,
  collapsed,
  role,
  onToggle,
  unreadCount,
  onLogout,
  brand,
}: AdminSidebarProps) {
  const unreadLabel = `${unreadCount} unread`
  // Computed here rather than with NavLink: the tooltip trigger merges a string className only.
  const { pathname } = useLocation()
  // The most specific link that holds the page (Settings → Redirects is not also Settings).
  const activeTo = navItems
    .map((item) => item.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0]
  return (
    <aside
      className={cn(
        'bg-card sticky top-0 flex h-screen w-16 shrink-0 flex-col border-r transition-[width] duration-200',
        !collapsed && 'md:w-64',
      )}
    >
      <div className="flex h-16 items-center gap-2 border-b px-3">
        <BrandMark
          brand={brand}
          logoClass="h-7 max-w-28"
          monogramClass="size-10 text-sm"
          // The rail (collapsed, and always on a phone) is a square place.
          squareAt={collapsed ? 'always' : 'below-md'}
        />
        <span className={cn('hidden truncate font-semibold', !collapsed && 'md:inline')}>
          Admin Portal
        </span>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {navItems
            .filter((item) => !item.right || can(role, item.right))
            .map(({ to, label, icon: Icon }) => {
              const showBadge = to === '/admin/messages' && unreadCount > 0
              const isActive = to === activeTo
              return (
                <li key={to}>
                  <Tooltip>
                    <TooltipTrigger asChild>
                      <Link
                        to={to}
                        aria-current={isActive ? 'page' : undefined}
                        className={cn(
                          itemClass,
                          'relative',
                          isActive
                            ? 'bg-primary text-primary-foreground'
                            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                        )}
                      >
                        <Icon className="size-5 shrink-0" aria-hidden />
                        <span className={cn('sr-only', !collapsed && 'md:not-sr-only md:flex-1')}>
                          {label}
                        </span>
                        {showBadge && (
                          <span
                            className={cn(
                              'bg-destructive text-destructive-foreground rounded-full px-1.5 text-xs leading-5 font-semibold',
                              collapsed
                                ? 'absolute top-0.5 right-0.5'
                                : 'absolute top-0.5 right-0.5 md:static',
                            )}
                          >
                            {unreadCount}
                            <span className="sr-only"> {unreadLabel}</span>
                          </span>
                        )}
                      </Link>
                    </TooltipTrigger>
                    <TooltipContent side="right" className={cn(!collapsed && 'md:hidden')}>
                      {label}
                      {showBadge && ` (${unreadLabel})`}
                    </TooltipContent>
                  </Tooltip>
                </li>
              )
            })}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t p-3">
        <Button
          variant="ghost"
          onClick={onToggle}
          aria-expanded={!collapsed}
          className={cn(itemClass, 'text-muted-foreground hidden justify-start md:flex')}
        >
          {collapsed ? (
            <PanelLeftOpenIcon className="size-5" aria-hidden />
          ) : (
            <PanelLeftCloseIcon className="size-5" aria-hidden />
          )}
          <span className={cn('sr-only', !collapsed && 'md:not-sr-only')}>
            {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          </span>
        </Button>
        <Button
          variant="ghost"
          onClick={onLogout}
          className={cn(itemClass, 'text-muted-foreground justify-start')}
        >
          <LogOutIcon className="size-5" aria-hidden />
          <span className={cn('sr-only', !collapsed && 'md:not-sr-only')}>Logout</span>
        </Button>
      </div>
    </aside>
  )
}
