import {
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
} from 'firebase/auth'
import { type FormEvent, useState } from 'react'
import { authMessage } from './authErrors'
import { describedBy, Field, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'

type Mode = 'sign-in' | 'reset'

// Google signs in through a popup: /admin/ is served with `Cross-Origin-Opener-Policy:
// same-origin-allow-popups` (docs/decisions/0006). No sign-up: editors are made by `npm run editors`.
export function SignIn({ firebase }: { firebase: DeskFirebase }) {
  const [mode, setMode] = useState<Mode>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true)
    setError('')
    setNotice('')
    try {
      await action()
      if (done) setNotice(done)
    } catch (e) {
      setError(authMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mode === 'sign-in')
      void run(() => signInWithEmailAndPassword(firebase.auth, email.trim(), password))
    else
      void run(
        () => sendPasswordResetEmail(firebase.auth, email.trim()),
        'If an account exists for that address, a link to set a new password is on its way.',
      )
  }

  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md px-4 py-10">
      <h1 id="sign-in-title" className="font-display text-3xl font-semibold text-forest-950">
        {mode === 'sign-in' ? 'Sign in to the desk' : 'Reset your password'}
      </h1>
      <p className="mt-2 text-stone-700">
        For the people who write the blog. Visitors: nothing to see here.
      </p>
      <form onSubmit={submit} className="mt-4">
        <Field id="email" label="Email">
          <input
            id="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={INPUT_CLASS}
          />
        </Field>
        {mode === 'sign-in' ? (
          <Field id="password" label="Password" error={error || undefined}>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('password', { error })}
              className={INPUT_CLASS}
            />
          </Field>
        ) : error ? (
          <p className="mt-3 text-sm font-medium text-red-700">{error}</p>
        ) : null}
        <p role="status" className="mt-3 text-forest-900 empty:hidden">
          {notice}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {mode === 'sign-in' ? 'Sign in' : 'Send reset link'}
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => {
              setMode(mode === 'sign-in' ? 'reset' : 'sign-in')
              setError('')
              setNotice('')
            }}
          >
            {mode === 'sign-in' ? 'Forgot your password?' : 'Back to sign-in'}
          </button>
        </div>
      </form>
      {firebase.settings.google && mode === 'sign-in' ? (
        <div className="mt-8 border-t border-stone-300 pt-6">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            onClick={() => void run(() => signInWithPopup(firebase.auth, new GoogleAuthProvider()))}
          >
            Sign in with Google
          </button>
        </div>
      ) : null}
    </section>
  )
}
