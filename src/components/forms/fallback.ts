import { site } from '../../content/site'

export interface Fallback {
  telHref: string
  phone: string
  email: string
  mailtoHref: string
}

// encodeURIComponent, not URLSearchParams: mail clients read "+" literally, not as a space.
export function mailtoHref(subject: string, body: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function fallback(subject: string, body: string): Fallback {
  return {
    telHref: `tel:${site.phone.tel}`,
    phone: site.phone.display,
    email: site.email,
    mailtoHref: mailtoHref(subject, body),
  }
}
