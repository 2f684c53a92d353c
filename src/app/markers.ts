/**
 * Names the pre-rendered HTML, the inline start-up loader and the app share. Kept apart from the
 * modules that use them so that the loader, which is inlined into every page, carries nothing
 * else; only the app's first-load code imports it (a module a lazy part imported too would become
 * a chunk of its own, one more request on every first load).
 */

/** Set on <html> once the shell has hydrated (src/app/lifecycle.ts). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
