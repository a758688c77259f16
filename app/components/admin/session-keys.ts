/** Set by the sign-in page so the guard greets once per sign-in, not on every reload. */
export const WELCOME_KEY = 'agency-site:admin-welcome'
