/** "Décor & Fire: 5 Ideas!" → "decor-fire-5-ideas" (a valid slug, or "" for a title without one). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  const base = `${slug.slice(0, 80).replace(/-+$/, '')}-copy`
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
