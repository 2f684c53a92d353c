import { signOut } from 'firebase/auth'
import { useMemo } from 'react'
import { collectionNamed } from './collections'
import { DeskRoutes, type RenderScreen, useSection } from './deskRoutes'
import { EditorPage } from './editing/EditorPage'
import { ListPage } from './editing/ListPage'
import { deskFirebase } from './firebase'
import { NoAccess } from './NoAccess'
import { SignIn } from './SignIn'
// The desk's own utilities (./desk.css). Below it, where the sorter leaves them, the office's
// modules follow the posts': first, they reorder a chunk the public blog pages share, and grow it.
import './desk.css'

import { DeliveryBanner } from './office/DeliveryBanner'
import { Office } from './office/Office'
import { OfficeNav } from './office/OfficeNav'
import { OwnerOnly } from './office/OwnerOnly'
import { useLeads } from './office/useLeads'
import { type DeskSettings, deskSettings } from './settings'
import { useSession } from './useSession'

/** `title`: the desk's name, given by the page that loads it (docs/decisions/0006). */
export function Desk({ title }: { title: string }) {
  const settings = useMemo(() => deskSettings(), [])
  if (!settings)
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-3xl font-semibold text-forest-950">{title}</h1>
        <p className="mt-4">
          This build has no Firebase settings (VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID), so
          there is nothing to sign in to. See the README, “Editors’ desk”.
        </p>
      </main>
    )
  return <ConfiguredDesk settings={settings} title={title} />
}

function ConfiguredDesk({ settings, title }: { settings: DeskSettings; title: string }) {
  const firebase = useMemo(() => deskFirebase(settings), [settings])
  const session = useSession(firebase)
  const section = useSection()
  const user = session.state === 'signed-in' ? session.user : null
  const owner = session.state === 'signed-in' && session.owner
  const leads = useLeads(firebase, owner)

  // An editor is mounted anew for another document (its key).
  const render: RenderScreen = (screen, id) => {
    if (!('collection' in screen)) {
      if (!owner) return <OwnerOnly />
      const at = id && screen.kind === 'lead' ? { kind: 'lead' as const, id } : null
      return (
        <Office
          firebase={firebase}
          screen={at ?? { kind: screen.kind === 'lead' ? 'leads' : screen.kind }}
          leads={leads}
        />
      )
    }
    const collection = collectionNamed(screen.collection)
    if (!collection) return null
    if (screen.kind === 'edit')
      return (
        <EditorPage
          key={`${collection.name}/${id ?? 'new'}`}
          collection={collection}
          firebase={firebase}
          id={id}
        />
      )
    return <ListPage key={collection.name} firebase={firebase} collection={collection} />
  }

  return (
    <div className="min-h-screen bg-stone-50 text-stone-900">
      <header className="border-b border-stone-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-lg font-semibold text-forest-950">
            <a href="/" className="hover:underline">
              Oak &amp; Ember
            </a>{' '}
            · {title}
          </p>
          {user ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="break-all text-stone-700">{user.email}</span>
              <button
                type="button"
                onClick={() => void signOut(firebase.auth)}
                className="min-h-11 rounded-full border border-stone-500 px-4 font-semibold hover:bg-stone-100"
              >
                Sign out
              </button>
            </div>
          ) : null}
        </div>
      </header>
      {session.state === 'signed-in' && session.staff ? (
        <OfficeNav section={section} leads={leads} owner={owner} />
      ) : null}
      {owner ? <DeliveryBanner leads={leads} /> : null}
      <main id="main">
        {session.state === 'loading' ? (
          // A heading in every state: a screen reader landing here meanwhile still finds the page's.
          <div className="mx-auto max-w-xl px-4 py-16">
            <h1 className="font-display text-3xl font-semibold text-forest-950">{title}</h1>
            <p role="status" className="mt-4">
              Checking who is signed in…
            </p>
          </div>
        ) : session.state === 'signed-out' ? (
          <SignIn firebase={firebase} />
        ) : !session.staff ? (
          <NoAccess email={session.user.email ?? 'this account'} role={session.role} />
        ) : (
          <DeskRoutes render={render} />
        )}
      </main>
    </div>
  )
}
