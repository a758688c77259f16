/**
 * Slowly drifting colour fields behind every page. Pure CSS (radial gradients moved with
 * transforms, so only the compositor works); the animation stops under reduced motion.
 */
export function AnimatedBackground() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="site-blob site-blob-a" />
      <div className="site-blob site-blob-b" />
      <div className="site-blob site-blob-c" />
      <div className="site-grid absolute inset-0" />
    </div>
  )
}
