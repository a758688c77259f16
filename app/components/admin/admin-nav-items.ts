import {
  BarChart3Icon,
  BriefcaseIcon,
  CircleHelpIcon,
  HistoryIcon,
  PaletteIcon,
  MoveRightIcon,
  ContactIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  MailIcon,
  PackageIcon,
  SettingsIcon,
  Trash2Icon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react'
import type { Right } from '~/core/rights'

export interface AdminNavItem {
  to: string
  label: string
  icon: LucideIcon
  /** The right a role needs to see the link (app/core/rights.ts); none: every role. */
  right?: Right
}

/** The sidebar's links, in the order of docs/product.md §Admin shell. */
export const adminNavItems: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3Icon, right: 'insights' },
  { to: '/admin/portfolio', label: 'Portfolio', icon: BriefcaseIcon, right: 'content' },
  { to: '/admin/products', label: 'Products', icon: PackageIcon, right: 'content' },
  { to: '/admin/contact', label: 'Contact Details', icon: ContactIcon, right: 'content' },
  { to: '/admin/faqs', label: 'FAQs', icon: CircleHelpIcon, right: 'content' },
  { to: '/admin/site-content', label: 'Site Content', icon: FileTextIcon, right: 'content' },
  { to: '/admin/trash', label: 'Trash', icon: Trash2Icon, right: 'content' },
  { to: '/admin/messages', label: 'Messages', icon: MailIcon, right: 'leads' },
  { to: '/admin/team', label: 'Team', icon: UsersIcon, right: 'team' },
  { to: '/admin/activity', label: 'Activity', icon: HistoryIcon, right: 'audit' },
  { to: '/admin/settings/brand', label: 'Brand', icon: PaletteIcon, right: 'settings' },
  { to: '/admin/settings/redirects', label: 'Redirects', icon: MoveRightIcon, right: 'settings' },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon },
]
