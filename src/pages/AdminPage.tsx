import { type ComponentType, useEffect, useState } from 'react'
import { Helmet as Head } from 'react-helmet-async'
import { registerOfficeWorker } from '../admin/office/pushWorker'
import { markAppStarted } from '../app/lifecycle'
import { site } from '../content/site'
import { formatTitle } from '../lib/meta'

// Here, not in a module of its own, and given to the desk: docs/decisions/0006-editors-desk-on-the-site.md
export const DESK_TITLE = 'Editor’s desk'

// With the pages, since the public stylesheet leaves src/admin/ out; the desk is imported after
// mount, so the first client frame matches the server's and no public page carries its code.
export function AdminPage() {
  const [Desk, setDesk] = useState<ComponentType<{ title: string }> | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    markAppStarted()
    registerOfficeWorker()
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
        <link rel="manifest" href="/admin/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </Head>
      {Desk ? (
        <Desk title={DESK_TITLE} />
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
