import { signOut } from 'firebase/auth'
import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { DESK_TITLE } from '../pages/AdminPage'
import { FactsForm } from './content/FactsForm'
import { PricesForm } from './content/PricesForm'
import { deskFirebase } from './firebase'
import { NoAccess } from './NoAccess'
import { PostEditor } from './PostEditor'
import { PostList } from './PostList'
import { deskView } from './paths'
import { ProjectEditor } from './projects/ProjectEditor'
import { ProjectList } from './projects/ProjectList'
import { ReviewEditor } from './reviews/ReviewEditor'
import { ReviewList } from './reviews/ReviewList'
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

export function Desk() {
  const settings = useMemo(() => deskSettings(), [])
  if (!settings)
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-3xl font-semibold text-forest-950">{DESK_TITLE}</h1>
        <p className="mt-4">
          This build has no Firebase settings (VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID), so
          there is nothing to sign in to. See the README, “Editors’ desk”.
        </p>
      </main>
    )
  return <ConfiguredDesk settings={settings} />
}

function ConfiguredDesk({ settings }: { settings: DeskSettings }) {
  const firebase = useMemo(() => deskFirebase(settings), [settings])
  const session = useSession(firebase)
  const view = deskView(useLocation().pathname)
  const user = session.state === 'signed-in' ? session.user : null
  const owner = session.state === 'signed-in' && session.owner
  const leads = useLeads(firebase, owner)
  const inOffice = view.kind === 'leads' || view.kind === 'lead' || view.kind === 'work'

  return (
    <div className="min-h-screen bg-stone-50 text-stone-900">
      <header className="border-b border-stone-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-lg font-semibold text-forest-950">
            <a href="/" className="hover:underline">
              Oak &amp; Ember
            </a>{' '}
            · {DESK_TITLE}
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
        <OfficeNav view={view} leads={leads} owner={owner} />
      ) : null}
      {owner ? <DeliveryBanner leads={leads} /> : null}
      <main id="main">
        {session.state === 'loading' ? (
          // A heading in every state: a screen reader landing here meanwhile still finds the page's.
          <div className="mx-auto max-w-xl px-4 py-16">
            <h1 className="font-display text-3xl font-semibold text-forest-950">{DESK_TITLE}</h1>
            <p role="status" className="mt-4">
              Checking who is signed in…
            </p>
          </div>
        ) : session.state === 'signed-out' ? (
          <SignIn firebase={firebase} />
        ) : !session.staff ? (
          <NoAccess email={session.user.email ?? 'this account'} role={session.role} />
        ) : inOffice && !owner ? (
          <OwnerOnly />
        ) : inOffice ? (
          <Office firebase={firebase} view={view} leads={leads} />
        ) : view.kind === 'facts' ? (
          <FactsForm firebase={firebase} />
        ) : view.kind === 'prices' ? (
          <PricesForm firebase={firebase} />
        ) : view.kind === 'projects' ? (
          <ProjectList firebase={firebase} />
        ) : view.kind === 'project' ? (
          <ProjectEditor key={view.id ?? 'new'} firebase={firebase} projectId={view.id} />
        ) : view.kind === 'reviews' ? (
          <ReviewList firebase={firebase} />
        ) : view.kind === 'review' ? (
          <ReviewEditor key={view.id ?? 'new'} firebase={firebase} reviewId={view.id} />
        ) : view.kind === 'list' ? (
          <PostList firebase={firebase} />
        ) : (
          <PostEditor
            key={view.kind === 'edit' ? (view.id ?? 'new') : 'new'}
            firebase={firebase}
            postId={view.kind === 'edit' ? view.id : null}
          />
        )}
      </main>
    </div>
  )
}
