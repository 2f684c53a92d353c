import { ADMIN_PATH } from '../routes'

// Addresses of the desk's screens, for links (./deskRoutes.tsx matches them).
export const LIST_PATH = ADMIN_PATH
export const newPostPath = () => `${ADMIN_PATH}new/`
export const editPostPath = (id: string) => `${ADMIN_PATH}edit/${id}/`
export const LEADS_PATH = `${ADMIN_PATH}leads/`
export const UNDELIVERED_PATH = `${LEADS_PATH}?delivery=trouble`
export const WORK_PATH = `${LEADS_PATH}work/`
export const leadPath = (id: string) => `${LEADS_PATH}${id}/`
export const SUBSCRIBERS_PATH = `${ADMIN_PATH}subscribers/`
export const FACTS_PATH = `${ADMIN_PATH}facts/`
export const PRICES_PATH = `${ADMIN_PATH}prices/`
export const FAQS_PATH = `${ADMIN_PATH}faqs/`
export const TEAM_PATH = `${ADMIN_PATH}team/`
export const NEW_TEAM_PATH = `${TEAM_PATH}new/`
export const PROJECTS_PATH = `${ADMIN_PATH}projects/`
export const NEW_PROJECT_PATH = `${PROJECTS_PATH}new/`
export const projectEditPath = (id: string) => `${PROJECTS_PATH}${id}/`
export const REVIEWS_PATH = `${ADMIN_PATH}reviews/`
export const NEW_REVIEW_PATH = `${REVIEWS_PATH}new/`
export const reviewEditPath = (id: string) => `${REVIEWS_PATH}${id}/`
