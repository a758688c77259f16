import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { FormField } from '~/components/admin/form-field'
import type { ImageUploader } from '~/components/admin/image-upload'
import { ImageField } from '~/components/admin/image-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input } from '~/components/ui/form-controls'
import { AA, HEX_COLOUR, ratioText } from '~/lib/colour'
import { saveBrand } from '../api'
import { brandContrast, brandInput, type Brand, type BrandInput } from '../schemas'

/** A colour's field: the picker and its hex text, and the contrast of text on it. */
function ColourField({
  id,
  label,
  value,
  ratio,
  text,
  error,
  onChange,
}: {
  id: 'primaryColor' | 'accentColor' | 'themeColor'
  label: string
  value: string
  ratio?: number
  text?: string
  error?: string
  onChange: (value: string) => void
}) {
  const valid = HEX_COLOUR.test(value)
  return (
    <FormField
      id={id}
      label={label}
      required
      hint={ratio === undefined ? 'As #rrggbb.' : 'As #rrggbb. Text on it needs at least 4.5:1.'}
      error={error}
    >
      {(aria) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={valid ? value : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded border"
          />
          <Input
            {...aria}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="w-32 font-mono"
          />
          {valid && ratio !== undefined && text && (
            <span
              data-testid={`${id}-sample`}
              className="rounded-md px-3 py-2 text-sm font-semibold"
              style={{ background: value, color: text }}
            >
              Sample text {ratioText(ratio)}
              <span className="sr-only">{ratio >= AA ? ' (passes AA)' : ' (below AA)'}</span>
            </span>
          )}
        </div>
      )}
    </FormField>
  )
}

/**
 * Settings → Brand (docs/product.md §Settings, ADR 061): the name and monogram, the two logos
 * and the colours, each colour with the contrast of the text it carries. The server refuses a
 * colour below 4.5:1 too; the form says so before sending.
 */
export function BrandForm({
  brand,
  uploader,
  onSaved,
}: {
  brand: Brand
  uploader: ImageUploader
  onSaved: () => void
}) {
  const [uploading, setUploading] = useState(false)
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: brandInput,
    defaultValues: {
      ...brand,
      logoUrl: brand.logoUrl ?? '',
      logoDarkUrl: brand.logoDarkUrl ?? '',
    } as BrandInput,
    save: async (data) => {
      await saveBrand(data)
      onSaved()
      return 'Brand saved'
    },
    fields: [
      'name',
      'shortName',
      'logoUrl',
      'logoDarkUrl',
      'primaryColor',
      'accentColor',
      'themeColor',
    ],
    failed: 'Failed to save the brand',
  })
  const [primary, accent] = useWatch({ control, name: ['primaryColor', 'accentColor'] })
  const pairs =
    HEX_COLOUR.test(primary ?? '') && HEX_COLOUR.test(accent ?? '')
      ? brandContrast(primary!.toLowerCase(), accent!.toLowerCase())
      : null

  return (
    <FormCard
      title="Brand"
      description="The site's name, mark and colours, everywhere the site and the portal show them."
    >
      <form
        onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
        noValidate
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 md:grid-cols-[1fr_12rem]">
          <FormField id="name" label="Name" required error={errors.name?.message}>
            {(aria) => <Input {...register('name')} {...aria} />}
          </FormField>
          <FormField
            id="shortName"
            label="Short name or monogram"
            required
            hint="Up to 4 characters, shown where there is no logo."
            error={errors.shortName?.message}
          >
            {(aria) => <Input {...register('shortName')} {...aria} />}
          </FormField>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <ImageField
            control={control}
            name="logoUrl"
            id="logo"
            label="Logo (light theme; also the site's icons)"
            uploader={uploader}
            onBusyChange={setUploading}
            optional
          />
          <ImageField
            control={control}
            name="logoDarkUrl"
            id="logoDark"
            label="Logo for the dark theme (optional)"
            uploader={uploader}
            onBusyChange={setUploading}
            optional
          />
        </div>
        {(['primaryColor', 'accentColor', 'themeColor'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ColourField
                id={name}
                label={
                  name === 'primaryColor'
                    ? 'Primary colour'
                    : name === 'accentColor'
                      ? 'Accent colour'
                      : 'Browser colour on phones (theme-color)'
                }
                value={field.value ?? ''}
                onChange={field.onChange}
                ratio={
                  name === 'primaryColor'
                    ? pairs?.primary.ratio
                    : name === 'accentColor'
                      ? pairs?.accent.ratio
                      : undefined
                }
                text={
                  name === 'primaryColor'
                    ? pairs?.primary.text
                    : name === 'accentColor'
                      ? pairs?.accent.text
                      : undefined
                }
                error={errors[name]?.message}
              />
            )}
          />
        ))}
        <FormActions
          submitLabel="Save Brand"
          submitting={isSubmitting}
          waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
        />
      </form>
    </FormCard>
  )
}
