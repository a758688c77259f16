import sharp from 'sharp'
import { renderCard, renderPhotoCard } from '~/features/brand/share-card.server'
import { brandDefaults } from '~/features/brand/schemas'
import { median } from './startup'

/**
 * The cost of one share card made cold (ADR 068): `renders` cards of distinct titles drawn
 * in this process with no cache in the way — the fonts parsed once before, as a running
 * server has them. Median and slowest, in ms.
 */
export async function timeShareCards(renders = 20) {
  await renderCard('Warm-up: the fonts are parsed once per process', brandDefaults, null)
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < renders; i++) {
    const started = performance.now()
    const png = await renderCard(
      `Page ${i + 1}: custom software, web development and design for growing businesses`,
      brandDefaults,
      null,
    )
    times.push(performance.now() - started)
    bytes += png.length
  }
  return {
    medianMs: Math.round(median(times) * 10) / 10,
    slowestMs: Math.round(Math.max(...times) * 10) / 10,
    meanBytes: Math.round(bytes / renders),
    renders,
  }
}

/**
 * The cost of one project card made cold (ADR 075): a 1200×800 WebP picture (noise, the hardest
 * to compress) cropped to a 1200×630 JPEG, `renders` times. Median and slowest, in ms.
 */
export async function timePhotoCards(renders = 20) {
  const picture = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .webp()
    .toBuffer()
  await renderPhotoCard(picture)
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < renders; i++) {
    const started = performance.now()
    bytes += (await renderPhotoCard(picture)).length
    times.push(performance.now() - started)
  }
  return {
    medianMs: Math.round(median(times) * 10) / 10,
    slowestMs: Math.round(Math.max(...times) * 10) / 10,
    meanBytes: Math.round(bytes / renders),
    renders,
  }
}
