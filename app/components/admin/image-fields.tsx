import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form'
import { Input } from '~/components/ui/form-controls'
import { FormField } from './form-field'
import type { ImageUploader } from './image-upload'
import { ImageField } from './image-field'

/** The two fields of a record shown with a picture (a project, a product). */
interface WithImage {
  imageUrl?: string | null
  imageAlt?: string | null
}

interface ImageFieldsProps<T extends FieldValues & WithImage> {
  control: Control<T>
  register: UseFormRegister<T>
  errors: FieldErrors<WithImage>
  uploader: ImageUploader
  /** True while a chosen file is uploading: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void
  /** What the public page says instead when the description is left empty ('title', 'name'). */
  fallback: string
}

/**
 * A record's picture and its description: the upload, which stores the file as soon as it is
 * chosen, and the alt text, read aloud in the picture's place (docs/product.md §Image upload).
 */
export function ImageFields<T extends FieldValues & WithImage>({
  control,
  register,
  errors,
  uploader,
  onBusyChange,
  fallback,
}: ImageFieldsProps<T>) {
  // Both names exist on T (WithImage); TypeScript cannot narrow a generic's paths itself.
  const imageUrl = 'imageUrl' as Path<T>
  const imageAlt = 'imageAlt' as Path<T>
  return (
    <>
      <ImageField
        control={control}
        name={imageUrl}
        id="image"
        label="Image"
        uploader={uploader}
        onBusyChange={onBusyChange}
      />
      <FormField
        id="imageAlt"
        label="Image description (alt text)"
        hint={`Read aloud to people who cannot see the image. Leave empty to use the picture's alt text from the media library, or else the ${fallback}.`}
        error={errors.imageAlt?.message}
      >
        {(aria) => <Input {...register(imageAlt)} {...aria} />}
      </FormField>
    </>
  )
}
