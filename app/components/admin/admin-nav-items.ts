import {
  BarChart3Icon,
  BriefcaseIcon,
  CircleHelpIcon,
  HistoryIcon,
  ContactIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  MailIcon,
  PackageIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react'

export interface AdminNavItem {
  to: string
  label: string
  icon: LucideIcon
}

/** The sidebar's links, in the order of docs/product.md §Admin shell. */
export const adminNavItems: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3Icon },
  { to: '/admin/portfolio', label: 'Portfolio', icon: BriefcaseIcon },
  { to: '/admin/products', label: 'Products', icon: PackageIcon },
  { to: '/admin/contact', label: 'Contact Details', icon: ContactIcon },
  { to: '/admin/faqs', label: 'FAQs', icon: CircleHelpIcon },
  { to: '/admin/site-content', label: 'Site Content', icon: FileTextIcon },
  { to: '/admin/messages', label: 'Messages', icon: MailIcon },
  { to: '/admin/team', label: 'Team', icon: UsersIcon },
  { to: '/admin/activity', label: 'Activity', icon: HistoryIcon },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon },
]
