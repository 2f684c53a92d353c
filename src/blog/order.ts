/** Post order for the snapshot, the refresh and the store, without the schema library. */

export function dedupeBySlug<T extends { id: string; slug: string; publishedAt: string }>(
  posts: T[],
): { kept: T[]; dropped: { post: T; winner: T }[] } {
  const sorted = [...posts].sort(comparePosts)
  const winners = new Map<string, T>()
  const dropped: { post: T; winner: T }[] = []
  for (const post of sorted) {
    const winner = winners.get(post.slug)
    if (winner) dropped.push({ post, winner })
    else winners.set(post.slug, post)
  }
  return { kept: sorted.filter((p) => winners.get(p.slug) === p), dropped }
}

export function comparePosts(a: { id: string; publishedAt: string }, b: typeof a): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
