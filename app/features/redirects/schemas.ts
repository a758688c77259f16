import { productPathProblem } from '~/core/product-paths'
import { pathKey, sitePathProblem } from '~/lib/site-paths'
import { linkField, z } from '~/lib/validation'

const FROM_HINT = 'Enter a path on this site, like /old-page'

/**
 * A redirect's `from` in the form the request handler looks paths up in (`pathKey`: /Old/ and
 * /old are one path), or why it cannot be one: not a path of this site, the home page, or a
 * path the product answers itself (ADR 077).
 */
function redirectSource(path: string): { key: string } | { problem: string } {
  if (!path.startsWith('/') || /[?#]/.test(path)) return { problem: FROM_HINT }
  const notPath = sitePathProblem(path)
  if (notPath) return { problem: notPath }
  const key = pathKey(path)!
  if (key === '/') return { problem: 'The home page cannot be redirected' }
  const reserved = productPathProblem(path)
  return reserved ? { problem: reserved } : { key }
}

/** What `POST /api/redirects` and a CSV row accept (docs/api.md §Redirects, ADR 077). */
export const redirectInput = z.object({
  from: z
    .string()
    .trim()
    .min(1, { message: FROM_HINT, abort: true })
    .max(500)
    .transform((path, ctx) => {
      const source = redirectSource(path)
      if ('key' in source) return source.key
      ctx.addIssue({ code: 'custom', message: source.problem, input: path })
      return z.NEVER
    }),
  to: linkField(2000),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
})

export type RedirectInput = z.input<typeof redirectInput>
export type RedirectData = z.output<typeof redirectInput>

/** `POST /api/redirects/import`: a CSV file's text (from,to,status with a header row). */
export const redirectImport = z.object({ csv: z.string().max(90_000) })
