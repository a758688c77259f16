import type { Technology } from '~/copy/documents'

/** Technologies We Use: every entry as a tile with its group. */
export function TechnologyGrid({ technologies }: { technologies: readonly Technology[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {technologies.map((tech) => (
        <li
          key={tech.name}
          className="bg-card/80 hover:border-primary/40 flex flex-col items-center gap-1 rounded-xl border px-3 py-5 text-center shadow-sm backdrop-blur transition-colors"
        >
          <span className="font-semibold">{tech.name}</span>
          <span className="text-muted-foreground text-xs">{tech.group}</span>
        </li>
      ))}
    </ul>
  )
}
