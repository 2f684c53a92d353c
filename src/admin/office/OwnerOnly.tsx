/** What an editor finds at a leads address: the leads are the owner's alone (so are the rules). */
export function OwnerOnly() {
  return (
    <section aria-labelledby="owner-only-title" className="mx-auto max-w-xl px-4 py-10">
      <h1 id="owner-only-title" className="font-display text-3xl font-semibold text-forest-950">
        Leads
      </h1>
      <p className="mt-4 text-stone-800">
        Only the owner can see the leads. Your account can write posts.
      </p>
    </section>
  )
}
