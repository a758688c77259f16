/** The six client names under the hero. */
export function ClientStrip({ title, clients }: { title: string; clients: readonly string[] }) {
  return (
    <section aria-labelledby="clients-title" className="px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2
          id="clients-title"
          className="text-muted-foreground mb-6 text-center text-sm font-semibold tracking-widest uppercase"
        >
          {title}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {clients.map((name) => (
            <li
              key={name}
              className="bg-card/60 text-foreground/75 flex h-16 items-center justify-center rounded-xl border px-3 text-center text-sm font-bold tracking-tight backdrop-blur"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
