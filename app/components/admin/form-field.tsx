import type { ReactNode } from 'react'
import { FieldError, Label } from '~/components/ui/form-controls'

interface FormFieldProps {
  id: string
  label: string
  error?: string
  hint?: string
  required?: boolean
  className?: string
  children: ReactNode
}

/** Label, control, hint and error in one column; `fieldAria` wires the control to them. */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/**
 * The attributes a control needs so screen readers announce its hint, its error and, for a
 * required field, that it is required (the label's asterisk is hidden from them). It is
 * aria-required rather than `required`, so the browser's own bubble never preempts the product's
 * messages (docs/product.md §Validation).
 */
export function fieldAria(
  id: string,
  error?: string,
  { hint = false, required = false }: { hint?: boolean; required?: boolean } = {},
) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return {
    id,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}
