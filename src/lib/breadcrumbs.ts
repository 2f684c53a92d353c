import type { Crumb } from './structuredData'

// Ancestors come with each route from the route table, so the head needs no import of it.
export function breadcrumbTrail(
  pathname: string,
  currentTitle: string,
  ancestors: readonly Crumb[],
): Crumb[] {
  const above = ancestors.filter(
    (crumb) => crumb.path !== '/' && crumb.path !== pathname && pathname.startsWith(crumb.path),
  )
  return [{ name: 'Home', path: '/' }, ...above, { name: currentTitle, path: pathname }]
}
