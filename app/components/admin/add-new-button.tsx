import { PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** The "Add …" button above a list. */
export function AddNewButton({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild>
      <Link to={to}>
        <PlusIcon aria-hidden />
        {label}
      </Link>
    </Button>
  )
}
