/**
 * The company's contact facts as legal-text pieces. Everything comes from src/content/site.ts,
 * so a changed phone number or email reaches all three policies at once.
 */
import { site } from '../site'
import { type Inline, link } from './types'

export const emailLink = (): Inline => link(site.email, `mailto:${site.email}`)

export const phoneLink = (): Inline => link(site.phone.display, `tel:${site.phone.tel}`)

/** "Raleigh, NC 27601": a service-area business, so there is no street line. */
export const postalAddress = `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`
