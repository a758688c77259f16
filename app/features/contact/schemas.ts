import { optionalHttpUrl, requiredText, z } from '~/lib/validation'

export const contactDetailsInput = z.object({
  address: requiredText(500),
  phone: requiredText(60),
  email: z.string().trim().min(1, 'Required').max(254).pipe(z.email()),
  businessHours: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v ?? ''),
  socialMedia: z
    .object({
      facebook: optionalHttpUrl,
      twitter: optionalHttpUrl,
      instagram: optionalHttpUrl,
      linkedin: optionalHttpUrl,
    })
    .nullish()
    .transform((v) => v ?? { facebook: null, twitter: null, instagram: null, linkedin: null }),
})

export type ContactDetailsInput = z.input<typeof contactDetailsInput>
export type ContactDetailsData = z.output<typeof contactDetailsInput>

export interface ContactDetails {
  _id: string
  address: string
  phone: string
  email: string
  businessHours: string
  socialMedia: {
    facebook: string | null
    twitter: string | null
    instagram: string | null
    linkedin: string | null
  }
  updatedAt: string
}
