import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { NonceProvider } from '~/lib/nonce'

// Browsers hide a nonce attribute once parsed, but keep it in the `nonce` property, which is
// what React compares while hydrating: hand the page's nonce back so the markup matches.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  )
})
