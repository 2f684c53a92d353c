import { useLocation } from 'react-router-dom'
import { HiddenField } from './HiddenField'

// The post shell serves many posts, so the start-up loader writes the real path in.
export function PageField() {
  // Not readOnly: HTML allows that attribute on fields a person can type in, not on a hidden
  // one, and React asks a hidden input with a value for no onChange (nor readOnly) either.
  const { pathname } = useLocation()
  return <HiddenField name="page" value={pathname} />
}
