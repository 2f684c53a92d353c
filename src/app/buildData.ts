/**
 * A route's build-time data, both ends: the loaders (./routeData.ts) exist only in the build, and
 * a page reads what its loader returned as `useLoaderData() as BuildData<typeof loader>`, typed by
 * that loader. A type, not a hook: a runtime helper shared by the entry and the pages would split
 * the entry chunk (docs/decisions/0028-one-head-source.md).
 */
import * as routeData from './routeData'

/**
 * The loaders at build; undefined in the browser, where vite-react-ssg replaces every route's
 * loader with a read of the pre-rendered JSON. The condition folds at build, so the browser bundle
 * carries neither the loaders nor the data modules they import. Optional chaining: Node tools
 * import the route table without Vite.
 */
export const atBuild = import.meta.env?.SSR ? routeData : undefined

type Loader = (...args: never[]) => Promise<unknown>

/** What loader `L` gave its route; null where there was none (a dev server without pre-rendering). */
export type BuildData<L extends Loader> = Awaited<ReturnType<L>> | null
