/**
 * A signed-in account without the editor claim: it sees no posts (the desk asks for none, and
 * firestore.rules would give it only what a visitor gets). The claim is granted with
 * `npm run editors -- add EMAIL` and reaches the session with its next token (within the hour,
 * or at once after signing in again).
 */
export function NoAccess({ email }: { email: string }) {
  return (
    <section aria-labelledby="no-access-title" className="mx-auto max-w-xl px-4 py-10">
      <h1 id="no-access-title" className="font-display text-3xl font-semibold text-forest-950">
        No access to the desk
      </h1>
      <p className="mt-4 text-stone-800">
        You are signed in as <strong>{email}</strong>, which is not an editor’s account. Ask the
        site’s owner to make you an editor, then sign out and in again.
      </p>
    </section>
  )
}
