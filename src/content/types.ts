/** Shapes shared by the content modules. Sections take these as props and hold no copy. */
import type { ImageKey } from '../assets/images/keys'

/** A button or link: to a route (`href`, always with its trailing slash) or to a section here. */
export type Action =
  | { label: string; href: string; variant?: ActionVariant }
  | { label: string; scrollTo: string; fallbackHref?: string; variant?: ActionVariant }

export type ActionVariant = 'primary' | 'secondary' | 'light' | 'outline-light'

export interface Testimonial {
  name: string
  /** "Raleigh, NC" */
  location: string
  quote: string
  /** Project or service the quote is about, shown under the name. */
  project?: string
}

export interface Faq {
  id: string
  question: string
  answer: string
}

export interface Feature {
  title: string
  body: string
  image?: ImageKey
  href?: string
  linkLabel?: string
  bullets?: readonly string[]
}

export interface StatItem {
  value: string
  label: string
  detail?: string
}

export interface Step {
  title: string
  body: string
  action: Action
}
