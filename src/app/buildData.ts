/**
 * A route's build-time data, both ends: the loaders (./routeData.ts) exist only in the build, and
 * a page reads what its loader returned, typed by that loader. The one cast of loader data.
 */
import { useLoaderData } from 'react-router-dom'
import * as routeData from './routeData'

/**
 * The loaders at build; undefined in the browser, where vite-react-ssg replaces every route's
 * loader with a read of the pre-rendered JSON. The condition folds at build, so the browser bundle
 * carries neither the loaders nor the data modules they import. Optional chaining: Node tools
 * import the route table without Vite.
 */
export const atBuild = import.meta.env?.SSR ? routeData : undefined

type Loader = (...args: never[]) => Promise<unknown>

/** What loader `L` gave this route; null where there was none (a dev server without pre-rendering). */
export function useBuildData<L extends Loader>(): Awaited<ReturnType<L>> | null {
  return (useLoaderData() ?? null) as Awaited<ReturnType<L>> | null
}
