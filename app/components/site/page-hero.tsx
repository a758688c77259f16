import type { ReactNode } from 'react'

/** The heading block at the top of every inner page. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <section className="px-4 pt-32 pb-14 sm:px-6 md:pt-40 md:pb-20">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        {eyebrow && (
          <p className="bg-primary/10 text-primary rounded-full px-4 py-1 text-sm font-semibold">
            {eyebrow}
          </p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{title}</h1>
        {intro && (
          <p className="text-muted-foreground text-lg leading-relaxed text-pretty md:text-xl">
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}
