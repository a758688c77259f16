import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldErrors,
} from 'react-hook-form'
import { useEditorTranslation } from '~/components/admin/editor-language'
import { fieldAria, FormField } from '~/components/admin/form-field'
import { ImageUpload, type ImageUploader } from '~/components/admin/image-upload'
import { Button } from '~/components/ui/button'
import { Input, Textarea } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { SiteIcon } from '~/components/ui/site-icon'
import type { SiteIconName } from '~/lib/site-icons'
import type { z } from '~/lib/validation'
import { blankValue, labelOf, shapeOf, type FieldShape } from '../schema-walk'

/**
 * A page's editor, drawn from its schema (app/copy/documents.ts): texts, choices and
 * ticks as the portal's usual fields; groups as fieldsets; lists whose items can be added,
 * removed and moved. Every field is registered under its path (`hero.tagline`,
 * `stats.2.label`), which is also where the schema's messages land.
 */
export function ContentFields({
  schema,
  uploads,
  linkChoices = [],
}: {
  schema: z.ZodType
  /** How photos are uploaded, and who is told while one is on its way. */
  uploads: Uploads
  /** The site's pages a link field offers as it is typed in (composed pages too). */
  linkChoices?: readonly LinkChoice[]
}) {
  const shape = shapeOf(schema)
  if (shape.kind !== 'object') throw new Error('A page is an object')
  return (
    <UploadContext.Provider value={uploads}>
      <LinkChoicesContext.Provider value={linkChoices.length > 0}>
        <Fields fields={shape.fields} prefix="" />
      </LinkChoicesContext.Provider>
      {/* One list for every link field: the browser offers its paths as the field is typed in. */}
      {linkChoices.length > 0 && (
        <datalist id={LINK_CHOICES_ID}>
          {linkChoices.map((choice) => (
            <option key={choice.path} value={choice.path}>
              {choice.label}
            </option>
          ))}
        </datalist>
      )}
    </UploadContext.Provider>
  )
}

/** A page a link may lead to: its path, and what the list of choices calls it. */
export interface LinkChoice {
  path: string
  label: string
}

const LINK_CHOICES_ID = 'content-link-choices'
const LinkChoicesContext = createContext(false)

export interface Uploads {
  uploader: ImageUploader
  /** Told, by field path, when a photo starts and stops uploading; must be stable. */
  onBusyChange: (path: string, busy: boolean) => void
}

const UploadContext = createContext<Uploads | null>(null)

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key)
const idOf = (path: string) => `content-${path.replace(/\./g, '-')}`
const errorAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message

function Fields({ fields, prefix }: { fields: [string, z.ZodType][]; prefix: string }) {
  return (
    <>
      {fields.map(([key, schema]) => (
        <Field key={key} name={key} path={join(prefix, key)} shape={shapeOf(schema)} />
      ))}
    </>
  )
}

function Field({ name, path, shape }: { name: string; path: string; shape: FieldShape }) {
  const label = labelOf(name, shape.meta)
  switch (shape.kind) {
    case 'object':
      return (
        <Group label={label} hint={shape.meta.description}>
          <Fields fields={shape.fields} prefix={path} />
        </Group>
      )
    case 'list':
      return shapeOf(shape.item).kind === 'object' ? (
        <ObjectList path={path} label={label} shape={shape} />
      ) : (
        <TextList path={path} label={label} shape={shape} />
      )
    case 'boolean':
      return <TickField path={path} label={label} hint={shape.meta.description} />
    case 'choice':
      return <ChoiceField path={path} label={label} shape={shape} />
    default:
      return shape.meta.image ? (
        <ImageField path={path} label={label} hint={shape.meta.description} />
      ) : (
        <TextField path={path} label={label} shape={shape} />
      )
  }
}

function Group({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {hint && <p className="text-muted-foreground -mt-2 text-xs">{hint}</p>}
      {children}
    </fieldset>
  )
}

function TextField({
  path,
  label,
  shape,
}: {
  path: string
  label: string
  shape: Extract<FieldShape, { kind: 'text' | 'number' }>
}) {
  const { register, formState } = useFormContext()
  const offersPages = useContext(LinkChoicesContext)
  const id = idOf(path)
  const error = errorAt(formState.errors, path)
  const { rows, markdown, description: hint, link } = shape.meta
  const maxLength = shape.kind === 'text' ? (shape.maxLength ?? undefined) : undefined
  return (
    <FormField id={id} field={path} label={label} hint={hint} required error={error}>
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
          <Input
            inputMode={shape.kind === 'number' ? 'numeric' : undefined}
            list={link && offersPages ? LINK_CHOICES_ID : undefined}
            maxLength={maxLength}
            {...register(path)}
            {...aria}
          />
        )
      }
    </FormField>
  )
}

function ChoiceField({
  path,
  label,
  shape,
}: {
  path: string
  label: string
  shape: Extract<FieldShape, { kind: 'choice' }>
}) {
  const { register, formState, control } = useFormContext()
  const value = useWatch({ control, name: path }) as string
  const id = idOf(path)
  const error = errorAt(formState.errors, path)
  return (
    <FormField
      id={id}
      field={path}
      label={label}
      hint={shape.meta.description}
      required
      error={error}
    >
      {(aria) => (
        <div className="flex items-center gap-3">
          {shape.meta.icon && (
            <span className="bg-muted grid size-10 shrink-0 place-items-center rounded-lg border">
              <SiteIcon name={value as SiteIconName} className="size-5" />
            </span>
          )}
          <div className="flex-1">
            <NativeSelect {...register(path)} {...aria}>
              {shape.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </FormField>
  )
}

function TickField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { register } = useFormContext()
  const id = idOf(path)
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        className="accent-primary mt-0.5 size-5 shrink-0"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...register(path)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}

function ImageField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const uploads = useContext(UploadContext)
  if (!uploads) throw new Error('An image field needs ContentFields’ uploads')
  const { onBusyChange } = uploads
  const reportBusy = useCallback((busy: boolean) => onBusyChange(path, busy), [onBusyChange, path])
  return (
    <div className="flex flex-col gap-2">
      <Controller
        name={path}
        render={({ field, fieldState }) => (
          <ImageUpload
            id={idOf(path)}
            label={label}
            value={field.value as string}
            onChange={field.onChange}
            uploader={uploads.uploader}
            onBusyChange={reportBusy}
            error={fieldState.error?.message}
          />
        )}
      />
      {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
    </div>
  )
}

/** Move up, move down and remove for one list item, named for screen readers. */
function ItemButtons({
  name,
  index,
  count,
  min,
  onMove,
  onRemove,
}: {
  name: string
  index: number
  count: number
  min: number
  onMove: (to: number) => void
  onRemove: () => void
}) {
  // A translation follows the default language's items: it translates them, never reorders them.
  if (useEditorTranslation()) return null
  return (
    <div className="flex shrink-0 gap-1 self-end sm:self-auto">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        disabled={count <= min}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  )
}

type ListShape = Extract<FieldShape, { kind: 'list' }>

function AddButton({
  noun,
  disabled,
  onAdd,
}: {
  noun: string
  disabled: boolean
  onAdd: () => void
}) {
  if (useEditorTranslation()) return null
  return (
    <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onAdd}>
      <PlusIcon aria-hidden />
      Add {noun}
    </Button>
  )
}

function ListError({ path }: { path: string }) {
  const { formState } = useFormContext()
  // The list's own rule (at least one item, at most so many), not an item's.
  const found = get(formState.errors, path) as
    { message?: string; root?: { message?: string } } | undefined
  const message = found?.message ?? found?.root?.message
  return message ? (
    <p className="text-destructive text-sm" role="alert">
      {message}
    </p>
  ) : null
}

/**
 * A list of records (testimonials, team members): each item folds into a line that names it,
 * and opens to edit it; items with errors stay open.
 */
function ObjectList({ path, label, shape }: { path: string; label: string; shape: ListShape }) {
  const { control, formState } = useFormContext()
  const { fields, append, remove, move } = useFieldArray({ control, name: path })
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set())
  // The item just added opens, ready to fill in; its id is known only on the next render.
  const [added, setAdded] = useState<number | null>(null)
  const noun = shape.meta.noun ?? 'item'
  const item = shapeOf(shape.item)
  if (item.kind !== 'object') throw new Error('ObjectList takes a list of objects')
  const toggle = (id: string, open: boolean) => {
    setAdded(null)
    setOpened((set) => {
      const next = new Set(set)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })
  }
  const keepAddedOpen = () => {
    const id = added === null ? undefined : fields[added]?.id
    if (id) toggle(id, true)
  }
  return (
    <Group label={label} hint={shape.meta.description}>
      <ListError path={path} />
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((f, index) => {
            const itemPath = `${path}.${index}`
            const hasError = get(formState.errors, itemPath) !== undefined
            const name = `${noun} ${index + 1}`
            return (
              // The item's buttons sit over the right end of its title line, so its fields
              // below get the whole width (a phone has none to spare).
              <li key={f.id} className="relative rounded-lg border">
                <details
                  className="min-w-0"
                  open={hasError || opened.has(f.id) || index === added}
                  onToggle={(e) => toggle(f.id, e.currentTarget.open)}
                >
                  <summary className="hover:bg-muted/60 focus-visible:ring-ring min-h-12 cursor-pointer rounded-lg py-3 pr-32 pl-3 text-sm focus-visible:ring-2 focus-visible:outline-none">
                    <ItemTitle path={itemPath} titleKey={shape.meta.itemTitle} fallback={name} />
                    {hasError && <span className="text-destructive ml-2">(needs attention)</span>}
                  </summary>
                  <div className="flex flex-col gap-5 px-3 pt-2 pb-4">
                    <Fields fields={item.fields} prefix={itemPath} />
                  </div>
                </details>
                <div className="absolute top-1 right-1">
                  <ItemButtons
                    name={name}
                    index={index}
                    count={fields.length}
                    min={shape.min}
                    onMove={(to) => {
                      keepAddedOpen()
                      move(index, to)
                    }}
                    onRemove={() => {
                      keepAddedOpen()
                      remove(index)
                    }}
                  />
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div>
        <AddButton
          noun={noun}
          disabled={fields.length >= shape.max}
          onAdd={() => {
            keepAddedOpen()
            setAdded(fields.length)
            append(blankValue(shape.item) as Record<string, unknown>, { shouldFocus: false })
          }}
        />
      </div>
    </Group>
  )
}

function ItemTitle({
  path,
  titleKey,
  fallback,
}: {
  path: string
  titleKey?: string
  fallback: string
}) {
  const { control } = useFormContext()
  const title = useWatch({ control, name: titleKey ? `${path}.${titleKey}` : path }) as unknown
  const text = titleKey && typeof title === 'string' && title.trim() ? title : fallback
  return <span className="font-medium">{text}</span>
}

/** A list of short texts (client names, perks, bullet points): one field each. */
function TextList({ path, label, shape }: { path: string; label: string; shape: ListShape }) {
  const { control, setValue, formState } = useFormContext()
  const values = (useWatch({ control, name: path }) as string[] | undefined) ?? []
  const noun = shape.meta.noun ?? 'item'
  const item = shapeOf(shape.item)
  const rows = item.meta.rows
  const set = (next: string[]) =>
    setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  const moved = (from: number, to: number) => {
    const next = [...values]
    const [taken] = next.splice(from, 1)
    next.splice(to, 0, taken!)
    return next
  }
  return (
    <Group label={label} hint={shape.meta.description}>
      <ListError path={path} />
      {values.length > 0 && (
        <ol className="flex flex-col gap-2">
          {values.map((value, index) => {
            const id = idOf(`${path}.${index}`)
            const error = errorAt(formState.errors, `${path}.${index}`)
            const name = `${noun} ${index + 1}`
            const props = {
              value,
              'aria-label': name[0]!.toUpperCase() + name.slice(1),
              onChange: (e: { target: { value: string } }) =>
                set(values.map((v, i) => (i === index ? e.target.value : v))),
              ...fieldAria(id, error, { required: true }),
            }
            return (
              <li key={index} className="flex flex-col gap-1">
                {/* On a phone the buttons go under the field, which keeps the whole width. */}
                <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
                  <div className="min-w-0 sm:flex-1">
                    {rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />}
                  </div>
                  <ItemButtons
                    name={name}
                    index={index}
                    count={values.length}
                    min={shape.min}
                    onMove={(to) => set(moved(index, to))}
                    onRemove={() => set(values.filter((_, i) => i !== index))}
                  />
                </div>
                {error && (
                  <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
                    {error}
                  </p>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <div>
        <AddButton
          noun={noun}
          disabled={values.length >= shape.max}
          onAdd={() => set([...values, ''])}
        />
      </div>
    </Group>
  )
}
