import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { get, useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form'
import { AdminImage } from '~/components/admin/admin-image'
import { useEditorTranslation } from '~/components/admin/editor-language'
import { FormField } from '~/components/admin/form-field'
import type { ImageUploader } from '~/components/admin/image-upload'
import { ImageField } from '~/components/admin/image-field'
import { Button } from '~/components/ui/button'
import { Input, Textarea } from '~/components/ui/form-controls'
import { MAX_ITEMS, type SectionType } from '../sections'

/** How a section's pictures upload, and who is told while one is on its way (by field path). */
export interface SectionUploads {
  uploader: ImageUploader
  /** Must be stable: each picture field reports through it. */
  onBusyChange: (path: string, busy: boolean) => void
}

export const SectionUploadsContext = createContext<SectionUploads | null>(null)

/** A form path as a DOM id: `sections.2.heading` → `sections-2-heading`. */
export const idOf = (path: string) => path.replace(/\./g, '-')

export const errorAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message

/** A text of a section: one line, or a box of `rows` (Markdown in a monospaced face). */
function TextField({
  path,
  label,
  hint,
  rows,
  markdown = false,
  optional = false,
  maxLength,
}: {
  path: string
  label: string
  hint?: string
  rows?: number
  markdown?: boolean
  optional?: boolean
  maxLength?: number
}) {
  const { register, formState } = useFormContext()
  return (
    <FormField
      id={idOf(path)}
      field={path}
      label={label}
      hint={hint}
      required={!optional}
      error={errorAt(formState.errors, path)}
    >
      {(aria) =>
        rows ? (
          <Textarea
            rows={rows}
            maxLength={maxLength}
            className={markdown ? 'font-mono text-[13px] leading-relaxed' : undefined}
            {...register(path)}
            {...aria}
          />
        ) : (
          <Input maxLength={maxLength} {...register(path)} {...aria} />
        )
      }
    </FormField>
  )
}

/** A count (how many projects or posts): a number field. */
function CountField({ path, label, hint }: { path: string; label: string; hint: string }) {
  const { register, formState } = useFormContext()
  return (
    <FormField
      id={idOf(path)}
      field={path}
      label={label}
      hint={hint}
      required
      error={errorAt(formState.errors, path)}
    >
      {(aria) => (
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          className="w-28"
          {...register(path)}
          {...aria}
        />
      )}
    </FormField>
  )
}

/**
 * A section's picture: uploaded, or chosen from the media library. In another language it is
 * shown, not changed: pictures are shared by every language (ADR 080).
 */
function SectionPicture({
  path,
  label,
  optional = false,
}: {
  path: string
  label: string
  optional?: boolean
}) {
  const uploads = useContext(SectionUploadsContext)
  if (!uploads) throw new Error('A section picture needs the builder’s uploads')
  const { onBusyChange } = uploads
  const reportBusy = useCallback((busy: boolean) => onBusyChange(path, busy), [onBusyChange, path])
  const translation = useEditorTranslation()
  if (translation) return <SharedPicture path={path} label={label} />
  return (
    <ImageField
      name={path}
      id={idOf(path)}
      label={label}
      uploader={uploads.uploader}
      onBusyChange={reportBusy}
      optional={optional}
    />
  )
}

function SharedPicture({ path, label }: { path: string; label: string }) {
  const { getValues } = useFormContext()
  const url = getValues(path) as string | null
  const translation = useEditorTranslation()
  return (
    <div className="flex flex-col gap-2 text-sm">
      <span className="font-medium">{label}</span>
      {url ? (
        <AdminImage src={url} alt="" className="aspect-video w-48 rounded-md border" />
      ) : (
        <span className="text-muted-foreground">No picture</span>
      )}
      <span className="text-muted-foreground text-xs">
        Shared by every language: change it in {translation?.defaultName}.
      </span>
    </div>
  )
}

/** A list's own error (at least one item), not one of its items'. */
export function ListError({ path }: { path: string }) {
  const { formState } = useFormContext()
  const found = get(formState.errors, path) as
    { message?: string; root?: { message?: string } } | undefined
  const message = found?.message ?? found?.root?.message
  return message ? (
    <p id={`${idOf(path)}-error`} className="text-destructive text-sm" role="alert">
      {message}
    </p>
  ) : null
}

interface ItemField {
  key: string
  label: string
  rows?: number
  maxLength?: number
}

/**
 * A section's list (features, stats, testimonials, questions, buttons): each item a small
 * group of fields, with Move up, Move down and Remove; "Add …" below. In another language the
 * list is the default language's: its items are translated, never added, removed or moved.
 */
function ItemList({
  path,
  legend,
  noun,
  fields,
  blank,
  min = 1,
  max = MAX_ITEMS,
  columns = false,
}: {
  path: string
  legend: string
  /** One item's name: 'feature' gives 'Feature 1', 'Add feature', 'Remove feature 1'. */
  noun: string
  fields: ItemField[]
  blank: Record<string, string>
  min?: number
  max?: number
  /** Short fields side by side where there is room (a stat's value and label). */
  columns?: boolean
}) {
  const { control } = useFormContext()
  const { fields: items, append, remove, move } = useFieldArray({ control, name: path })
  const fixed = useEditorTranslation() !== null
  const capital = noun[0]!.toUpperCase() + noun.slice(1)
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border p-2 sm:p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <ListError path={path} />
      {items.length > 0 && (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => {
            const name = `${noun} ${index + 1}`
            return (
              <li
                key={item.id}
                className="bg-muted/30 flex min-w-0 flex-col gap-3 rounded-md border p-2 sm:p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">
                    {capital} {index + 1}
                  </span>
                  {!fixed && (
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        aria-label={`Move ${name} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        aria-label={`Remove ${name}`}
                        disabled={items.length <= min}
                        onClick={() => remove(index)}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <div className={columns ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}>
                  {fields.map((f) => (
                    <TextField
                      key={f.key}
                      path={`${path}.${index}.${f.key}`}
                      label={`${f.label} (${name})`}
                      rows={f.rows}
                      maxLength={f.maxLength}
                    />
                  ))}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {!fixed && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={items.length >= max}
            onClick={() => append({ ...blank })}
          >
            <PlusIcon aria-hidden />
            Add {noun}
          </Button>
        </div>
      )}
    </fieldset>
  )
}

const LINK_HINT = 'A path on this site, like /contact, or a full https:// address.'

/** A button's text and where it leads. */
function ButtonFields({ path, legend }: { path: string; legend: string }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border p-2 sm:grid-cols-2 sm:p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <TextField path={`${path}.label`} label="Button text" maxLength={60} />
      <TextField path={`${path}.href`} label="Button link" hint={LINK_HINT} maxLength={500} />
    </fieldset>
  )
}

function Fields({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>
}

/** The fields of the section at `path` (`sections.2`), as its type has them. */
export function SectionFields({ path, type }: { path: string; type: SectionType }) {
  const at = (key: string) => `${path}.${key}`
  switch (type) {
    case 'hero':
      return (
        <Fields>
          <TextField path={at('heading')} label="Heading" maxLength={160} />
          <TextField path={at('text')} label="Text" rows={3} maxLength={600} />
          <SectionPicture path={at('image')} label="Picture" optional />
          <TextField
            path={at('alt')}
            label="Picture description"
            hint="What the picture shows, for people who cannot see it."
            optional
            maxLength={200}
          />
          <ItemList
            path={at('buttons')}
            legend="Buttons (up to two)"
            noun="button"
            fields={[
              { key: 'label', label: 'Button text', maxLength: 60 },
              { key: 'href', label: 'Button link', maxLength: 500 },
            ]}
            blank={{ label: '', href: '' }}
            min={0}
            max={2}
            columns
          />
        </Fields>
      )
    case 'text':
      return (
        <TextField
          path={at('markdown')}
          label="Text (Markdown)"
          hint="## for a heading, - for a list item, **bold**, [a link](/contact)."
          rows={8}
          markdown
        />
      )
    case 'features':
      return (
        <Fields>
          <TextField path={at('heading')} label="Heading" maxLength={160} />
          <ItemList
            path={at('items')}
            legend="Features"
            noun="feature"
            fields={[
              { key: 'title', label: 'Title', maxLength: 120 },
              { key: 'text', label: 'Text', rows: 2, maxLength: 600 },
            ]}
            blank={{ title: '', text: '' }}
          />
        </Fields>
      )
    case 'imageText':
      return (
        <Fields>
          <SectionPicture path={at('image')} label="Picture" />
          <TextField
            path={at('alt')}
            label="Picture description"
            hint="What the picture shows, for people who cannot see it."
            maxLength={200}
          />
          <TextField path={at('heading')} label="Heading" maxLength={160} />
          <TextField path={at('markdown')} label="Text (Markdown)" rows={6} markdown />
        </Fields>
      )
    case 'stats':
      return (
        <ItemList
          path={at('items')}
          legend="Figures"
          noun="figure"
          fields={[
            { key: 'value', label: 'Figure', maxLength: 20 },
            { key: 'label', label: 'Label', maxLength: 80 },
          ]}
          blank={{ value: '', label: '' }}
          columns
        />
      )
    case 'testimonials':
      return (
        <ItemList
          path={at('items')}
          legend="Testimonials"
          noun="testimonial"
          fields={[
            { key: 'quote', label: 'Quote', rows: 3, maxLength: 600 },
            { key: 'name', label: 'Name', maxLength: 100 },
            { key: 'role', label: 'Role and company', maxLength: 100 },
          ]}
          blank={{ quote: '', name: '', role: '' }}
        />
      )
    case 'faq':
      return (
        <ItemList
          path={at('items')}
          legend="Questions"
          noun="question"
          fields={[
            { key: 'question', label: 'Question', maxLength: 200 },
            { key: 'answer', label: 'Answer', rows: 3, maxLength: 2000 },
          ]}
          blank={{ question: '', answer: '' }}
        />
      )
    case 'cta':
      return (
        <Fields>
          <TextField path={at('heading')} label="Heading" maxLength={160} />
          <TextField path={at('text')} label="Text" rows={2} maxLength={600} />
          <ButtonFields path={at('button')} legend="Button" />
        </Fields>
      )
    case 'contactForm':
      return (
        <TextField
          path={at('heading')}
          label="Heading over the form"
          hint="Messages sent from this form show this page as their source."
          maxLength={160}
        />
      )
    case 'projects':
      return (
        <CountField
          path={at('limit')}
          label="How many projects"
          hint="The latest projects of the portfolio, 1 to 12."
        />
      )
    case 'posts':
      return (
        <Fields>
          <TextField
            path={at('tag')}
            label="Tag"
            hint="Only posts with this tag; leave empty for all."
            optional
            maxLength={60}
          />
          <CountField
            path={at('limit')}
            label="How many posts"
            hint="The latest journal posts, 1 to 12."
          />
        </Fields>
      )
  }
}
