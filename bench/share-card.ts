import { renderCard } from '~/features/brand/share-card.server'
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
