import UAParser from 'ua-parser-js'

/**
 * The browser and operating system a session was opened from, read from its User-Agent by
 * ua-parser-js (1.x: MIT; 2.x is AGPL and not used). Null where it says nothing recognisable.
 */
export function describeDevice(userAgent: string | null): {
  browser: string | null
  os: string | null
} {
  if (!userAgent) return { browser: null, os: null }
  const { browser, os } = new UAParser(userAgent).getResult()
  const join = (name?: string, version?: string) =>
    name ? (version ? `${name} ${version}` : name) : null
  return { browser: join(browser.name, browser.major), os: join(os.name, os.version) }
}

/** 'Chrome 131 (Windows 10)', or what is known of it; null when nothing is. */
export function deviceName(userAgent: string | null): string | null {
  const { browser, os } = describeDevice(userAgent)
  if (browser && os) return `${browser} (${os})`
  return browser ?? os
}
