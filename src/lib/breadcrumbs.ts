import type { Crumb } from './structuredData'

/**
 * The trail from the home page to `pathname`: Home, the ancestor pages (which the route table
 * hands to each route, so the head needs no import of the table), then the current page.
 */
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
