import { describe, expect, it } from 'vitest'
import { parallaxOffset } from './parallax'

describe('parallaxOffset', () => {
  const box = { left: 0, top: 100, width: 1000, height: 500 }

  it('is zero at the centre of the hero', () => {
    expect(parallaxOffset({ x: 500, y: 350 }, box)).toEqual({ x: 0, y: 0 })
  })

  it('moves by the distance from the centre divided by 25', () => {
    expect(parallaxOffset({ x: 1000, y: 100 }, box)).toEqual({ x: 20, y: -10 })
  })
})
