import type { ReactNode } from 'react'
import { FieldError, Label } from '~/components/ui/form-controls'
import { originalText, useEditorTranslation, valueAt } from './editor-language'

interface FormFieldProps {
  id: string
  /** The value's name in the form, when it is not `id` (`hero.tagline`): what a translation holds. */
  field?: string
  label: string
  error?: string
  hint?: string
  required?: boolean
  /**
   * Whether a required field shows the asterisk (default: it does). Forms where every field is
   * required (sign-in) leave it out; screen readers are still told.
   */
  asterisk?: boolean
  className?: string
  /**
   * The control. Given as a function, it receives the attributes that wire it to this field's
   * label, hint and error (`fieldAria`), so each of those is stated once, here.
   */
  children: ReactNode | ((aria: FieldAria) => ReactNode)
}

/** Label, control, hint and error in one column, the control wired to them. */
export function FormField({
  id,
  field = id,
  label,
  error,
  hint,
  required,
  asterisk = true,
  className,
  children,
}: FormFieldProps) {
  // In another language (ADR 080): a translated field shows the default language's text under
  // it; a field every language shares is read-only and says where it is changed.
  const translation = useEditorTranslation()
  const translated = translation?.fields.includes(field)
  const beside = translation
    ? translated
      ? `${translation.defaultName}: ${originalText(valueAt(translation.original, field)) || '(empty)'}`
      : `Shared by every language: change it in ${translation.defaultName}.`
    : undefined
  const aria = fieldAria(id, error, { hint: Boolean(hint), required, beside: Boolean(beside) })
  const control =
    typeof children === 'function'
      ? children(translation && !translated ? { ...aria, readOnly: true } : aria)
      : children
  return (
    <div className={className ?? 'flex flex-col gap-2'}>
      {/* Its id names a control that is no <input> (a rich-text editor) by aria-labelledby. */}
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required && asterisk && (
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        )}
      </Label>
      {control}
      {beside && (
        <p
          id={`${id}-original`}
          className="text-muted-foreground text-xs"
          lang={translated ? undefined : 'en'}
        >
          {beside}
        </p>
      )}
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
export type FieldAria = ReturnType<typeof fieldAria> & { readOnly?: boolean }

export function fieldAria(
  id: string,
  error?: string,
  {
    hint = false,
    required = false,
    beside = false,
  }: { hint?: boolean; required?: boolean; beside?: boolean } = {},
) {
  const describedBy = [beside && `${id}-original`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}
