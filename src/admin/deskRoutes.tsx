// The desk's screens as React Router routes below /admin/ (the app's splat route), so the router
// that serves the site matches them too: no address is parsed by hand. Each collection gets its
// list and editor, or its one page (./collections/).
import type { ReactNode } from 'react'
import {
  matchRoutes,
  type RouteObject,
  renderMatches,
  useLocation,
  useParams,
} from 'react-router-dom'
import { ADMIN_PATH } from '../routes'
import { COLLECTIONS } from './collections'

export type Screen =
  | { kind: 'list' | 'edit'; collection: string }
  | { kind: 'leads' }
  | { kind: 'lead' }
  | { kind: 'work' }
  | { kind: 'subscribers' }

export type Section = string

const POSTS: Screen = { kind: 'list', collection: 'posts' }

export const DESK_SCREENS: readonly { path: string; screen: Screen }[] = [
  // The posts keep the addresses they had before the desk had other collections.
  { path: '', screen: POSTS },
  { path: 'new', screen: { kind: 'edit', collection: 'posts' } },
  { path: 'edit/:id', screen: { kind: 'edit', collection: 'posts' } },
  ...COLLECTIONS.filter((c) => c.name !== 'posts').flatMap(({ name, singleton, labels }) =>
    singleton
      ? [{ path: name, screen: { kind: 'edit', collection: name } as Screen }]
      : [
          { path: name, screen: { kind: 'list', collection: name } as Screen },
          ...(labels.list?.add
            ? [{ path: `${name}/new`, screen: { kind: 'edit', collection: name } as Screen }]
            : []),
          { path: `${name}/:id`, screen: { kind: 'edit', collection: name } as Screen },
        ],
  ),
  { path: 'leads', screen: { kind: 'leads' } },
  { path: 'leads/work', screen: { kind: 'work' } },
  { path: 'leads/:id', screen: { kind: 'lead' } },
  { path: 'subscribers', screen: { kind: 'subscribers' } },
]

/** A Firestore id as the desk makes them; an address with any other is the first screen. */
const ID = /^[A-Za-z0-9_-]+$/

export type RenderScreen = (screen: Screen, id: string | null) => ReactNode

function ScreenRoute({ screen, render }: { screen: Screen; render: RenderScreen }) {
  const { id } = useParams()
  if (id === undefined) return render(screen, null)
  return ID.test(id) ? render(screen, id) : render(POSTS, null)
}

const routeObjects = (render: RenderScreen): RouteObject[] => [
  ...DESK_SCREENS.map(({ path, screen }) => ({
    path,
    handle: screen,
    element: <ScreenRoute screen={screen} render={render} />,
  })),
  { path: '*', handle: POSTS, element: <ScreenRoute screen={POSTS} render={render} /> },
]

export function screenAt(pathname: string): { screen: Screen; id: string | null } {
  const matches =
    matchRoutes(
      routeObjects(() => null),
      pathname,
      ADMIN_PATH,
    ) ?? []
  const match = matches[matches.length - 1]
  const screen = (match?.route.handle as Screen | undefined) ?? POSTS
  const id = match?.params.id
  if (id === undefined) return { screen, id: null }
  return ID.test(id) ? { screen, id } : { screen: POSTS, id: null }
}

export function useSection(): Section {
  const { screen } = screenAt(useLocation().pathname)
  if ('collection' in screen) return screen.collection
  return screen.kind === 'subscribers' ? 'subscribers' : 'leads'
}

/**
 * Below the app's routes for /admin/ and /admin/*: matched against the rest of the address (not
 * with useRoutes, which wants the parent route to end in `*`, and /admin/ itself does not).
 */
export function DeskRoutes({ render }: { render: RenderScreen }) {
  const { pathname } = useLocation()
  return renderMatches(matchRoutes(routeObjects(render), pathname, ADMIN_PATH))
}
