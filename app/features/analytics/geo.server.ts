import type { IncomingHttpHeaders } from 'node:http'
import { open, type CountryResponse, type Reader } from 'maxmind'

/**
 * A visitor's country, when the site is told how to know it (docs/privacy.md): a MaxMind-format
 * country database (GEOIP_DB, read with the `maxmind` reader) or a header a trusted proxy sets
 * (GEO_COUNTRY_HEADER, such as Cloudflare's `CF-IPCountry`). Neither: there is no country.
 */
export interface CountryLookup {
  /** Why there is no country, for the screen; null when one is looked up. */
  readonly off: 'no-source' | null
  fromHeaders(headers: IncomingHttpHeaders): string | null
  fromAddress(address: string): string | null
}

const ISO_COUNTRY = /^[A-Z]{2}$/

export async function createCountryLookup(options: {
  database?: string
  header?: string
}): Promise<CountryLookup> {
  const header = options.header?.toLowerCase()
  let reader: Reader<CountryResponse> | undefined
  if (options.database) {
    try {
      reader = await open<CountryResponse>(options.database, { watchForUpdates: false })
    } catch (error) {
      throw new Error(`GEOIP_DB ${options.database} cannot be read: ${(error as Error).message}`)
    }
  }
  return {
    off: header || reader ? null : 'no-source',
    fromHeaders(headers) {
      if (!header) return null
      const value = headers[header]
      const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase()
      return code && ISO_COUNTRY.test(code) && code !== 'XX' ? code : null
    },
    fromAddress(address) {
      if (!reader) return null
      try {
        const code = reader.get(address.replace(/^::ffff:/, ''))?.country?.iso_code
        return code && ISO_COUNTRY.test(code) ? code : null
      } catch {
        return null
      }
    },
  }
}
