// The entry's URL is on the script element, so the code and its CSP hash match on every page.
import { startup } from './startup'

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry
if (entry) startup(window, () => import(entry))
