import { type ComponentType, useEffect, useState } from 'react'
import { Head } from 'vite-react-ssg'
import { markAppStarted } from '../app/lifecycle'
import { site } from '../content/site'
import { formatTitle } from '../lib/meta'

/**
 * The desk's name: its page title, its heading and its header. Defined here, where the desk
 * (src/admin/Desk.tsx) imports it from: a module of its own shared by the two lazy chunks made
 * the bundler split the router and app chunk of every public page (+1 KB first load, measured).
 */
export const DESK_TITLE = 'Editor’s desk'

/**
 * /admin/ as pre-rendered: a noindex shell that says the desk is opening. It lives with the
 * pages, not in src/admin/, because the public stylesheet styles it (it leaves src/admin/ out).
 * The desk itself (Auth, Firestore writes, the editor) is imported after mount, so the server
 * render and the first client frame are the same and the pre-rendered HTML carries no editor
 * code. The desk cannot work without JavaScript (sign-in is Firebase Auth in the browser), and
 * the shell says so.
 */
export function AdminPage() {
  const [Desk, setDesk] = useState<ComponentType | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    markAppStarted()
    import('../admin/Desk').then(
      (m) => setDesk(() => m.Desk),
      (error: unknown) => {
        console.warn('The desk could not load:', error)
        setFailed(true)
      },
    )
  }, [])

  return (
    <>
      <Head>
        <meta charSet="utf-8" />
        <title>{formatTitle(DESK_TITLE)}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      {Desk ? (
        <Desk />
      ) : (
        <main className="mx-auto max-w-xl px-4 py-16 text-stone-800">
          <h1 className="font-display text-3xl font-semibold text-forest-950">{DESK_TITLE}</h1>
          <p className="mt-4" role="status">
            {failed
              ? 'The desk could not load. Check your connection and reload the page.'
              : 'Opening the desk…'}
          </p>
          <noscript>
            <p className="mt-4">The desk needs JavaScript: sign-in runs in your browser.</p>
          </noscript>
        </main>
      )}
    </>
  )
}
