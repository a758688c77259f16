/**
 * Who may do what (docs/product.md §Roles), declared once: every account has one role, and each
 * right names the roles that have it. The server enforces it (server/api/route-rights.ts maps
 * each API route to a right, checked by one middleware); the portal reads the same table to
 * hide what a role cannot use.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const RIGHTS = {
  /** Site copy, portfolio, products, FAQs, contact details, uploads, revisions, the trash. */
  content: ['admin', 'editor'],
  /** Messages and leads: reading, statuses, notes, replies, the export. */
  leads: ['admin', 'sales'],
  /** Analytics, and the dashboard's figures. */
  insights: ['admin', 'editor', 'sales'],
  /** The team's accounts, their roles and second factors. */
  team: ['admin'],
  /** The site's settings (brand, redirects). */
  settings: ['admin'],
  /** The activity log, and erasing everything about a person. */
  audit: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Right = keyof typeof RIGHTS

/** What each role is called on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
}

export function can(role: Role | undefined, right: Right): boolean {
  return role !== undefined && (RIGHTS[right] as readonly Role[]).includes(role)
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
