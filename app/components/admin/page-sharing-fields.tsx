import type { ReactNode } from 'react'
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { FormField } from './form-field'
import { ImageField } from './image-field'
import type { ImageUploader } from './image-upload'

/** The fields of a record whose page is shared: its search title and description, share image. */
interface WithSharing {
  seoTitle?: string | null
  seoDescription?: string | null
  shareImageUrl?: string | null
}

interface PageSharingFieldsProps<T extends FieldValues & WithSharing, C, R extends FieldValues> {
  /** The fieldset's legend: 'Post page and sharing'. */
  legend: string
  /** What stands in for an empty search description: 'the excerpt'. */
  descriptionFallback: string
  /** What stands in for an empty share image: 'the cover'. */
  imageFallback: string
  control: Control<T, C, R>
  register: UseFormRegister<T>
  errors: FieldErrors<WithSharing>
  uploader: ImageUploader
  onBusyChange: (busy: boolean) => void
  /** Fields of the page's own before these (its address). */
  children?: ReactNode
  /** And after them (a composed page's "Keep out of search engines"). */
  after?: ReactNode
}

/**
 * A record's page as search engines and shared links show it (projects, posts, composed pages):
 * the fieldset every such form has, worded for its kind.
 */
export function PageSharingFields<
  T extends FieldValues & WithSharing,
  C = unknown,
  R extends FieldValues = T,
>({
  legend,
  descriptionFallback,
  imageFallback,
  control,
  register,
  errors,
  uploader,
  onBusyChange,
  children,
  after,
}: PageSharingFieldsProps<T, C, R>) {
  // The names exist on T (WithSharing); TypeScript cannot narrow a generic's paths itself.
  const name = (field: keyof WithSharing) => field as Path<T>
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      <FormField
        id="seoTitle"
        label="Search title"
        hint="Shown by search engines and in shared links. Leave empty to use the title."
        error={errors.seoTitle?.message}
      >
        {(aria) => <Input {...register(name('seoTitle'))} {...aria} />}
      </FormField>
      <FormField
        id="seoDescription"
        label="Search description"
        hint={`Leave empty to use ${descriptionFallback}.`}
        error={errors.seoDescription?.message}
      >
        {(aria) => <Textarea rows={2} {...register(name('seoDescription'))} {...aria} />}
      </FormField>
      <ImageField
        control={control}
        name={name('shareImageUrl')}
        id="shareImage"
        label={`Share image (1200 × 630 works best; leave empty to use ${imageFallback})`}
        uploader={uploader}
        onBusyChange={onBusyChange}
        optional
      />
      {after}
    </fieldset>
  )
}
