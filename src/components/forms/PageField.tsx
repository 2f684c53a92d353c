import { useLocation } from 'react-router-dom'

/**
 * The page a form is sent from, for the browser's own post. The post shell is pre-rendered once
 * for many posts, so the start-up loader writes the real path in (src/app/startup.ts).
 */
export function PageField() {
  // Not readOnly: HTML allows that attribute on fields a person can type in, not on a hidden
  // one, and React asks a hidden input with a value for no onChange (nor readOnly) either.
  const { pathname } = useLocation()
  return <input type="hidden" name="page" value={pathname} />
}
