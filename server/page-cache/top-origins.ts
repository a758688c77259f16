/**
 * The origins with the most cache hits, counted in bounded memory. A newcomer is counted when
 * there is room, or in place of an origin hit only once; origins hit more often keep their
 * place, so a flood of made-up hosts cannot push the ones people use out. Every count is
 * halved now and then, so an origin that stops being used gives its place up (and a table
 * full of a flood's leftovers makes room again).
 */
export class TopOrigins {
  private readonly counts = new Map<string, number>()
  private hitsSinceDecay = 0

  constructor(
    private readonly keep: number,
    private readonly tracked = 256,
    private readonly decayEvery = 10_000,
  ) {}

  hit(origin: string) {
    const known = this.counts.get(origin)
    if (known !== undefined) this.counts.set(origin, known + 1)
    else if (this.counts.size < this.tracked) this.counts.set(origin, 1)
    else {
      for (const [other, n] of this.counts) {
        if (n <= 1) {
          this.counts.delete(other)
          this.counts.set(origin, 1)
          break
        }
      }
    }
    if (++this.hitsSinceDecay >= this.decayEvery) {
      this.hitsSinceDecay = 0
      for (const [other, n] of this.counts) {
        if (n > 1) this.counts.set(other, n >> 1)
        else this.counts.delete(other)
      }
    }
  }

  /**
   * Whether `origin` is among the `keep` most hit, and hit at least an eighth as often as the
   * most hit: a host asked for a couple of times does not take a free place beside the site's.
   */
  has(origin: string): boolean {
    const count = this.counts.get(origin)
    if (count === undefined) return false
    let above = 0
    let most = count
    for (const n of this.counts.values()) {
      if (n > count && ++above >= this.keep) return false
      most = Math.max(most, n)
    }
    return count * 8 >= most
  }
}
