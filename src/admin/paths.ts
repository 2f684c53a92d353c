import { ADMIN_PATH } from '../routes'

export type DeskView =
  | { kind: 'list' }
  | { kind: 'edit'; id: string | null }
  | { kind: 'leads' }
  | { kind: 'lead'; id: string }
  | { kind: 'work' }
  | { kind: 'facts' }
  | { kind: 'prices' }
  | { kind: 'projects' }
  | { kind: 'project'; id: string | null }
  | { kind: 'reviews' }
  | { kind: 'review'; id: string | null }

export function deskView(pathname: string): DeskView {
  const rest = pathname.startsWith(ADMIN_PATH) ? pathname.slice(ADMIN_PATH.length) : ''
  if (rest === 'new/' || rest === 'new') return { kind: 'edit', id: null }
  const edit = /^edit\/([A-Za-z0-9_-]+)\/?$/.exec(rest)
  if (edit?.[1]) return { kind: 'edit', id: edit[1] }
  if (/^facts\/?$/.test(rest)) return { kind: 'facts' }
  if (/^prices\/?$/.test(rest)) return { kind: 'prices' }
  if (/^projects\/?$/.test(rest)) return { kind: 'projects' }
  if (/^projects\/new\/?$/.test(rest)) return { kind: 'project', id: null }
  const project = /^projects\/([A-Za-z0-9_-]+)\/?$/.exec(rest)
  if (project?.[1]) return { kind: 'project', id: project[1] }
  if (/^reviews\/?$/.test(rest)) return { kind: 'reviews' }
  if (/^reviews\/new\/?$/.test(rest)) return { kind: 'review', id: null }
  const review = /^reviews\/([A-Za-z0-9_-]+)\/?$/.exec(rest)
  if (review?.[1]) return { kind: 'review', id: review[1] }
  if (/^leads\/?$/.test(rest)) return { kind: 'leads' }
  if (/^leads\/work\/?$/.test(rest)) return { kind: 'work' }
  const lead = /^leads\/([A-Za-z0-9_-]+)\/?$/.exec(rest)
  if (lead?.[1]) return { kind: 'lead', id: lead[1] }
  return { kind: 'list' }
}

export const LIST_PATH = ADMIN_PATH
export const newPostPath = () => `${ADMIN_PATH}new/`
export const editPostPath = (id: string) => `${ADMIN_PATH}edit/${id}/`
export const LEADS_PATH = `${ADMIN_PATH}leads/`
export const UNDELIVERED_PATH = `${LEADS_PATH}?delivery=trouble`
export const WORK_PATH = `${LEADS_PATH}work/`
export const leadPath = (id: string) => `${LEADS_PATH}${id}/`
export const FACTS_PATH = `${ADMIN_PATH}facts/`
export const PRICES_PATH = `${ADMIN_PATH}prices/`
export const PROJECTS_PATH = `${ADMIN_PATH}projects/`
export const NEW_PROJECT_PATH = `${PROJECTS_PATH}new/`
export const projectEditPath = (id: string) => `${PROJECTS_PATH}${id}/`
export const REVIEWS_PATH = `${ADMIN_PATH}reviews/`
export const NEW_REVIEW_PATH = `${REVIEWS_PATH}new/`
export const reviewEditPath = (id: string) => `${REVIEWS_PATH}${id}/`
