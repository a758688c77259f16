import { z } from '~/lib/validation'

/** Paths the site itself answers, which a redirect must never take over. */
const RESERVED = /^\/(api|admin|assets|uploads)(\/|$)/

/** What `POST /api/redirects` and a CSV row accept (docs/api.md §Redirects). */
export const redirectInput = z.object({
  from: z
    .string()
    .trim()
    .min(2, 'Enter a path on this site, like /old-page')
    .max(500)
    .refine((v) => /^\/(?!\/)[^\s?#]*$/.test(v), 'Enter a path on this site, like /old-page')
    .refine((v) => !RESERVED.test(v), 'The portal, the API and files cannot be redirected')
    // One spelling per path: /old/ and /old are the same page.
    .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v)),
  to: z
    .string()
    .trim()
    .min(1, 'Enter a path on this site (like /contact) or a full https:// address')
    .max(2000)
    .refine(
      (v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
      'Enter a path on this site (like /contact) or a full https:// address',
    ),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
})

export type RedirectInput = z.input<typeof redirectInput>
export type RedirectData = z.output<typeof redirectInput>

/** `POST /api/redirects/import`: a CSV file's text (from,to,status with a header row). */
export const redirectImport = z.object({ csv: z.string().max(90_000) })
