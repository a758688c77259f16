import { describe, expect, it } from 'vitest'
import { uploadSrcSet } from './srcset'

const hash = 'a'.repeat(64)

describe('uploadSrcSet', () => {
  it('lists the variants narrowest first, then the original', () => {
    expect(uploadSrcSet(`/uploads/${hash}.webp`, [960, 320, 640], 1200)).toBe(
      `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-960.webp 960w, /uploads/${hash}.webp 1200w`,
    )
  })

  it('gives nothing for images that are not our uploads or have no variants', () => {
    expect(uploadSrcSet('https://example.com/a.jpg', [320], 1200)).toBeUndefined()
    expect(uploadSrcSet(`/uploads/${hash}.png`, [], 200)).toBeUndefined()
  })
})
