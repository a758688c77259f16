import { ThemeToggleButton } from './theme-toggle-button'

export function AdminHeader({ title, username }: { title: string; username: string }) {
  return (
    <header className="bg-background/90 sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b px-4 backdrop-blur md:px-8">
      <h1 className="truncate text-lg font-semibold md:text-xl">{title}</h1>
      <div className="flex items-center gap-2">
        <p className="text-muted-foreground hidden text-sm sm:block">
          Welcome, <span className="text-foreground font-medium">{username}</span>
        </p>
        <ThemeToggleButton />
      </div>
    </header>
  )
}
