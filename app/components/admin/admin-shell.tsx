import { useState, type ReactNode } from 'react'
import type { Role } from '~/core/rights'
import { AdminHeader } from './admin-header'
import type { AdminNavItem } from './admin-nav-items'
import { AdminSidebar } from './admin-sidebar'
import type { PortalBrand } from './portal-brand'
import { UnsavedChangesProvider } from './unsaved-changes'

const SIDEBAR_KEY = 'agency-site:admin-sidebar-collapsed'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) === 'true'
  } catch {
    return false
  }
}

interface AdminShellProps {
  /** The sidebar's links (admin-nav-items.ts with the collections' own). */
  navItems: AdminNavItem[]
  title: string
  username: string
  /** What the sidebar offers follows the role (app/core/rights.ts). */
  role: Role
  unreadCount: number
  onLogout: () => void
  children: ReactNode
  /** The site's name, monogram and logos (Settings → Brand). */
  brand: PortalBrand
}

/**
 * Sidebar, header and footer around every guarded screen. It renders only in the browser (the
 * server sends the guard's verifying state), so reading localStorage here cannot break hydration.
 */
export function AdminShell({
  navItems,
  title,
  username,
  role,
  unreadCount,
  onLogout,
  children,
  brand,
}: AdminShellProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const toggle = () => {
    const next = !collapsed
    setCollapsed(next)
    try {
      localStorage.setItem(SIDEBAR_KEY, String(next))
    } catch {
      // Not remembered, still toggled.
    }
  }
  return (
    <div className="bg-background flex min-h-screen">
      <AdminSidebar
        navItems={navItems}
        collapsed={collapsed}
        onToggle={toggle}
        role={role}
        unreadCount={unreadCount}
        onLogout={onLogout}
        brand={brand}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader title={title} username={username} />
        <main id="admin-main" className="flex-1 px-4 py-6 md:px-8">
          <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
        </main>
        <footer className="text-muted-foreground border-t px-4 py-4 text-center text-sm md:px-8">
          © {new Date().getFullYear()} {brand.name} · Admin Portal
        </footer>
      </div>
    </div>
  )
}
