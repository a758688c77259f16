import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { useBlocker } from 'react-router'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'

/** A navigation held back by a form with unsaved changes: let it go on, or stay. */
interface HeldNavigation {
  proceed: () => void
  reset: () => void
}

/** Shows (or, with null, hides) the question for a held navigation. */
const AskToLeave = createContext<((held: HeldNavigation | null) => void) | null>(null)

/** Signing out, or a session that ended, goes to sign-in without asking. */
const SIGN_IN = '/admin/login'

/**
 * The portal's one "Discard unsaved changes?" dialog (docs/product.md §Admin forms), around the
 * screens whose forms ask through `useLeaveGuard`. 'Keep editing' (or Escape) stays on the form;
 * 'Discard changes' lets the navigation go on.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState<HeldNavigation | null>(null)
  return (
    <AskToLeave.Provider value={setHeld}>
      {children}
      <AlertDialog open={held !== null} onOpenChange={(open) => !open && held?.reset()}>
        <AlertDialogContent>
          <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
          <AlertDialogDescription>
            Your changes on this page have not been saved.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                // Not "closed" (which would stay): the navigation goes on and unmounts the form.
                event.preventDefault()
                held?.proceed()
              }}
            >
              Discard changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AskToLeave.Provider>
  )
}

/**
 * While `unsaved` (a form with changes that is not being saved), a move to another portal page
 * asks first, and closing or reloading the tab gets the browser's own question. `leaving` set
 * means the form itself is going away after a save: that move is never held.
 */
export function useLeaveGuard(unsaved: boolean, leaving: RefObject<boolean>) {
  const ask = useContext(AskToLeave)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      ask !== null &&
      unsaved &&
      !leaving.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== SIGN_IN,
  )

  useEffect(() => {
    if (blocker.state !== 'blocked' || !ask) return
    ask({ proceed: blocker.proceed, reset: blocker.reset })
    return () => ask(null)
  }, [blocker, ask])

  useEffect(() => {
    if (!unsaved) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [unsaved, leaving])
}
