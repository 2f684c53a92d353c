import { useLocation } from 'react-router-dom'

/**
 * The page a form is sent from, for the browser's own post (the app adds it itself when it
 * sends). Pre-rendered with the page's path; on the blog's post shell, which is pre-rendered once
 * for every post newer than the build, the start-up loader writes the real path in before the
 * app starts (src/app/startup.ts).
 */
export function PageField() {
  // Not readOnly: HTML allows that attribute on fields a person can type in, not on a hidden
  // one, and React asks a hidden input with a value for no onChange (nor readOnly) either.
  const { pathname } = useLocation()
  return <input type="hidden" name="page" value={pathname} />
}
