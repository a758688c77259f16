/**
 * Runs React Router's command line (`build`, `typegen`) with one line left out: `npm run build`
 * and `npm run typecheck` go through here.
 *
 * React Router 7.18 makes Vite dev servers of its own (to load its config, to compile route
 * modules) with `envFile: false`, an option Vite 8 deprecates in favour of `envDir: false`, so
 * Vite prints "The `envFile` option is deprecated" once per server: seven times a build. The
 * option is set inside React Router, not in our configuration; 7.18.4 is the newest release
 * for Node 20 (8.x needs Node 22), so nothing here can change it, and the line says nothing
 * about our code. Every other line passes through as it is, and the exit code is the command's.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const REACT_ROUTER_ENV_FILE_WARNING =
  /The `envFile` option is deprecated, please use `envDir: false`/

const child = spawn(
  process.execPath,
  ['node_modules/@react-router/dev/bin.js', ...process.argv.slice(2)],
  { stdio: ['inherit', 'inherit', 'pipe'] },
)
createInterface({ input: child.stderr! }).on('line', (line) => {
  if (!REACT_ROUTER_ENV_FILE_WARNING.test(line)) process.stderr.write(line + '\n')
})
child.on('close', (code) => process.exit(code ?? 1))
