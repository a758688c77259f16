import { describe, expect, it } from 'vitest'
import { copyPath } from './copy-path'
import { PAGE_PATH_PATTERN } from './schemas'

describe('a duplicated page’s path', () => {
  it('is the path with -copy, or the first -copy-N no page has', () => {
    expect(copyPath('/offer/spring', new Set(['/offer/spring']))).toBe('/offer/spring-copy')
    expect(copyPath('/offer/spring', new Set(['/offer/spring-copy', '/offer/spring-copy-2']))).toBe(
      '/offer/spring-copy-3',
    )
  })

  it('is a path the API takes', () => {
    expect(PAGE_PATH_PATTERN.test(copyPath('/spring-2027', new Set()))).toBe(true)
  })
})
