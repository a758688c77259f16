import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'

export interface RowActionButtonProps {
  icon: LucideIcon
  /** The accessible name, naming the row: 'Edit Acme website'. */
  label: string
  to?: string
  onClick?: () => void
  disabled?: boolean
  tone?: 'default' | 'danger'
}

/** A compact icon button in a table row; its name says which row it acts on. */
export function RowActionButton({
  icon: Icon,
  label,
  to,
  onClick,
  disabled,
  tone = 'default',
}: RowActionButtonProps) {
  const className = cn(
    'size-9',
    tone === 'danger' && 'text-destructive hover:bg-destructive/10 hover:text-destructive',
  )
  if (to) {
    return (
      <Button asChild variant="ghost" size="icon" className={className} title={label}>
        <Link to={to} aria-label={label}>
          <Icon aria-hidden />
        </Link>
      </Button>
    )
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden />
    </Button>
  )
}
