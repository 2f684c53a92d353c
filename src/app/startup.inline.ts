/**
 * The start-up loader as it runs in a page: bundled into one inline script at build
 * (scripts/prerender/startAfterLoad.ts). The entry module's URL is on the script element itself, so the
 * code, and its hash in every page's policy, is the same on every page of a build.
 */
import { startup } from './startup'

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry
if (entry) startup(window, () => import(entry))
