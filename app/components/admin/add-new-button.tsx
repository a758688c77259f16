import { PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** An "Add …" button: above a list, or among the dashboard's quick actions. */
export function AddNewButton({
  to,
  label,
  variant,
}: {
  to: string
  label: string
  variant?: 'secondary'
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <PlusIcon aria-hidden />
        {label}
      </Link>
    </Button>
  )
}
