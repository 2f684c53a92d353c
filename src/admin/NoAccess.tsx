import type { Role } from '../lib/roles'

/**
 * A signed-in account that may not write: it sees no posts (the desk asks for none, and the rules
 * would give it only what a visitor gets). Either it has no role (granted with
 * `npm run editors -- add EMAIL`), or it has one on an address not yet proved: the invitation
 * link, which sets the password, proves it.
 */
export function NoAccess({ email, role }: { email: string; role: Role | null }) {
  return (
    <section aria-labelledby="no-access-title" className="mx-auto max-w-xl px-4 py-10">
      <h1 id="no-access-title" className="font-display text-3xl font-semibold text-forest-950">
        No access to the desk
      </h1>
      {role ? (
        <p className="mt-4 text-stone-800">
          You are signed in as <strong>{email}</strong>, which may write once its address is
          confirmed. Open the link in your invitation (it sets your password and confirms the
          address), then sign out and in again. If the link has expired, ask the site’s owner for a
          new one.
        </p>
      ) : (
        <p className="mt-4 text-stone-800">
          You are signed in as <strong>{email}</strong>, which is not an editor’s account. Ask the
          site’s owner to make you an editor, then sign out and in again.
        </p>
      )}
    </section>
  )
}
