// The desk's screens as React Router routes below /admin/ (the app's splat route), so the router
// that serves the site matches them too: no address is parsed by hand.
import type { ReactNode } from 'react'
import {
  matchRoutes,
  type RouteObject,
  renderMatches,
  useLocation,
  useParams,
} from 'react-router-dom'
import { ADMIN_PATH } from '../routes'

export type Screen =
  | 'posts'
  | 'post'
  | 'projects'
  | 'project'
  | 'reviews'
  | 'review'
  | 'facts'
  | 'prices'
  | 'leads'
  | 'lead'
  | 'work'

/** What the desk's navigation marks as the current page. */
export type Section = 'posts' | 'projects' | 'reviews' | 'facts' | 'prices' | 'leads'

const SECTION: Record<Screen, Section> = {
  posts: 'posts',
  post: 'posts',
  projects: 'projects',
  project: 'projects',
  reviews: 'reviews',
  review: 'reviews',
  facts: 'facts',
  prices: 'prices',
  leads: 'leads',
  lead: 'leads',
  work: 'leads',
}

/** Paths below /admin/; `:id` is a document's id. Anything else is the first screen. */
export const DESK_SCREENS: readonly { path: string; screen: Screen }[] = [
  { path: '', screen: 'posts' },
  { path: 'new', screen: 'post' },
  { path: 'edit/:id', screen: 'post' },
  { path: 'projects', screen: 'projects' },
  { path: 'projects/new', screen: 'project' },
  { path: 'projects/:id', screen: 'project' },
  { path: 'reviews', screen: 'reviews' },
  { path: 'reviews/new', screen: 'review' },
  { path: 'reviews/:id', screen: 'review' },
  { path: 'facts', screen: 'facts' },
  { path: 'prices', screen: 'prices' },
  { path: 'leads', screen: 'leads' },
  { path: 'leads/work', screen: 'work' },
  { path: 'leads/:id', screen: 'lead' },
]

const FIRST: Screen = 'posts'

/** A Firestore id as the desk makes them; an address with any other is the first screen. */
const ID = /^[A-Za-z0-9_-]+$/

export type RenderScreen = (screen: Screen, id: string | null) => ReactNode

function ScreenRoute({ screen, render }: { screen: Screen; render: RenderScreen }) {
  const { id } = useParams()
  if (id === undefined) return render(screen, null)
  return ID.test(id) ? render(screen, id) : render(FIRST, null)
}

const routeObjects = (render: RenderScreen): RouteObject[] => [
  ...DESK_SCREENS.map(({ path, screen }) => ({
    path,
    handle: screen,
    element: <ScreenRoute screen={screen} render={render} />,
  })),
  { path: '*', handle: FIRST, element: <ScreenRoute screen={FIRST} render={render} /> },
]

/** The screen `pathname` shows: the route that matches it, and its id when it names one. */
export function screenAt(pathname: string): { screen: Screen; id: string | null } {
  const matches =
    matchRoutes(
      routeObjects(() => null),
      pathname,
      ADMIN_PATH,
    ) ?? []
  const match = matches[matches.length - 1]
  const screen = (match?.route.handle as Screen | undefined) ?? FIRST
  const id = match?.params.id
  if (id === undefined) return { screen, id: null }
  return ID.test(id) ? { screen, id } : { screen: FIRST, id: null }
}

export function useSection(): Section {
  return SECTION[screenAt(useLocation().pathname).screen]
}

/**
 * Below the app's routes for /admin/ and /admin/*: matched against the rest of the address (not
 * with useRoutes, which wants the parent route to end in `*`, and /admin/ itself does not).
 */
export function DeskRoutes({ render }: { render: RenderScreen }) {
  const { pathname } = useLocation()
  return renderMatches(matchRoutes(routeObjects(render), pathname, ADMIN_PATH))
}
