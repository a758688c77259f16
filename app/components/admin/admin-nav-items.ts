import {
  BarChart3Icon,
  HistoryIcon,
  ImagesIcon,
  LanguagesIcon,
  PaletteIcon,
  MoveRightIcon,
  ContactIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  MailIcon,
  SettingsIcon,
  Trash2Icon,
  WebhookIcon,
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
  /** Its place in the sidebar: the fixed entries are numbered 10, 20, 30, … */
  position: number
}

/**
 * The sidebar's fixed links, in the order of docs/product.md §Admin shell; the collections'
 * entries (app/collections.ts) take their places between them.
 */
export const adminNavItems: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, position: 10 },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    icon: BarChart3Icon,
    right: 'insights',
    position: 20,
  },
  {
    to: '/admin/contact',
    label: 'Contact Details',
    icon: ContactIcon,
    right: 'content',
    position: 50,
  },
  {
    to: '/admin/site-content',
    label: 'Site Content',
    icon: FileTextIcon,
    right: 'content',
    position: 70,
  },
  {
    to: '/admin/media',
    label: 'Media Library',
    icon: ImagesIcon,
    right: 'content',
    position: 75,
  },
  {
    to: '/admin/translations',
    label: 'Translations',
    icon: LanguagesIcon,
    right: 'content',
    position: 77,
  },
  { to: '/admin/trash', label: 'Trash', icon: Trash2Icon, right: 'content', position: 80 },
  { to: '/admin/messages', label: 'Messages', icon: MailIcon, right: 'leads', position: 90 },
  { to: '/admin/team', label: 'Team', icon: UsersIcon, right: 'team', position: 100 },
  { to: '/admin/activity', label: 'Activity', icon: HistoryIcon, right: 'audit', position: 110 },
  {
    to: '/admin/settings/brand',
    label: 'Brand',
    icon: PaletteIcon,
    right: 'settings',
    position: 120,
  },
  {
    to: '/admin/settings/redirects',
    label: 'Redirects',
    icon: MoveRightIcon,
    right: 'settings',
    position: 130,
  },
  {
    to: '/admin/settings/integrations',
    label: 'Integrations',
    icon: WebhookIcon,
    right: 'settings',
    position: 135,
  },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon, position: 140 },
]

/** The fixed links and `more`, in sidebar order. */
export function withNavItems(more: readonly AdminNavItem[]): AdminNavItem[] {
  return [...adminNavItems, ...more].sort((a, b) => a.position - b.position)
}
