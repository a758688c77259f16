import { isHttpUrl } from '~/lib/site-paths'
import { requiredText, z } from '~/lib/validation'

/**
 * A social link: an http(s) URL, "" or none. Unlike other optional text, "" is kept as "":
 * the API returns each of the four keys as it was sent (docs/api.md §REST API), so a client
 * that stored "" reads back a string.
 */
const socialLink = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => v ?? null)
  .refine((v) => !v || isHttpUrl(v), 'Invalid url')

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
      facebook: socialLink,
      twitter: socialLink,
      instagram: socialLink,
      linkedin: socialLink,
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
    // A URL, "" (sent empty) or null (never sent); the site shows neither of the last two.
    facebook: string | null
    twitter: string | null
    instagram: string | null
    linkedin: string | null
  }
  updatedAt: string
}
