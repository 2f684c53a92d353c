// A type, not a hook, so the entry chunk stays whole: docs/decisions/0028-one-head-source.md
import * as routeData from './routeData'

// Folds at build, keeping the loaders out of the browser bundle; `?.`: Node tools run without Vite.
export const atBuild = import.meta.env?.SSR ? routeData : undefined

type Loader = (...args: never[]) => Promise<unknown>

// null on a dev server without pre-rendering.
export type BuildData<L extends Loader> = Awaited<ReturnType<L>> | null
