import type { Role } from '../lib/roles'

// The desk asks for no posts (the rules would give only what a visitor gets). A role on an address
// not yet proved waits for the invitation link, which proves it.
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
