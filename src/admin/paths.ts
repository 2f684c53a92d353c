import { ADMIN_PATH } from '../routes'

/** The desk's own paths under /admin/: the list, a new post, one post by document id. */
export type DeskView = { kind: 'list' } | { kind: 'edit'; id: string | null }

export function deskView(pathname: string): DeskView {
  const rest = pathname.startsWith(ADMIN_PATH) ? pathname.slice(ADMIN_PATH.length) : ''
  if (rest === 'new/' || rest === 'new') return { kind: 'edit', id: null }
  const edit = /^edit\/([A-Za-z0-9_-]+)\/?$/.exec(rest)
  if (edit?.[1]) return { kind: 'edit', id: edit[1] }
  return { kind: 'list' }
}

export const LIST_PATH = ADMIN_PATH
export const newPostPath = () => `${ADMIN_PATH}new/`
export const editPostPath = (id: string) => `${ADMIN_PATH}edit/${id}/`
