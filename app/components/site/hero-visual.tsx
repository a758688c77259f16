import { SiteIcon } from '~/components/ui/site-icon'
import type { HomeContent } from '~/copy/documents'

/**
 * The hero's illustration: a product dashboard drawn with markup, so it costs no request, with
 * two cards over its corners. On a phone the cards reach out only half as far past the picture
 * as on a wider screen, which keeps them clear of the screen's edge.
 */
export function HeroVisual({ cards }: { cards: HomeContent['hero']['pictureCards'] }) {
  return (
    <div className="relative aspect-[5/4]">
      <div className="from-primary/30 to-accent/30 absolute inset-6 rounded-[2rem] bg-linear-to-br blur-2xl" />
      <div className="bg-card/90 absolute inset-0 overflow-hidden rounded-3xl border shadow-2xl backdrop-blur">
        <div className="flex items-center gap-1.5 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
          <span className="bg-muted ms-3 h-5 flex-1 rounded-md" />
        </div>
        <div className="grid grid-cols-3 gap-3 p-5">
          <div className="from-primary to-accent col-span-2 h-28 rounded-2xl bg-linear-to-br p-4">
            <div className="h-2.5 w-20 rounded-full bg-white/70" />
            <div className="mt-2 h-2 w-32 rounded-full bg-white/40" />
            <svg viewBox="0 0 200 50" className="mt-4 h-10 w-full text-white/80">
              <path
                d="M0 40 C 30 35, 45 15, 70 22 S 110 45, 135 25 S 175 5, 200 10"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
          </div>
          <div className="bg-muted flex flex-col justify-between rounded-2xl p-4">
            <div className="bg-primary/70 size-8 rounded-lg" />
            <div className="bg-foreground/20 h-2 w-12 rounded-full" />
          </div>
          {[0.7, 0.45, 0.85].map((w, i) => (
            <div key={i} className="bg-muted/70 rounded-2xl p-3">
              <div className="bg-foreground/15 h-2 rounded-full" style={{ width: `${w * 100}%` }} />
              <div className="bg-foreground/10 mt-2 h-2 w-2/3 rounded-full" />
              <div className="bg-accent/60 mt-4 h-10 rounded-lg" />
            </div>
          ))}
        </div>
      </div>
      <div className="bg-card absolute -bottom-5 -left-2 flex items-center gap-3 rounded-2xl border px-4 py-3 shadow-xl sm:-left-8">
        <span className="grid size-10 place-items-center rounded-xl bg-emerald-500/15 text-emerald-600 dark:text-emerald-400">
          <SiteIcon name="trending-up" className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-bold">{cards.figure}</span>
          <span className="text-muted-foreground">{cards.figureText}</span>
        </span>
      </div>
      <div className="bg-card absolute -top-4 -right-1.5 flex items-center gap-2 rounded-2xl border px-4 py-3 shadow-xl sm:-right-6">
        <SiteIcon name="sparkles" className="text-primary size-5" />
        <span className="text-sm font-bold">{cards.note}</span>
      </div>
    </div>
  )
}
