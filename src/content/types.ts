/** Shapes shared by the content modules. Sections take these as props and hold no copy. */
import type { ImageKey } from '../assets/images/keys'
import type { ResponsiveImage } from '../assets/images/types'
import type { CityId } from './serviceAreas/types'

/**
 * A button or link: to a route (`href`, always with its trailing slash) or to a section here.
 * `hint` completes a short label for screen readers and search engines ("Learn More" → "Learn
 * More about our services"); it is required where the label alone says nothing (see
 * src/content/actions.test.ts).
 */
export type Action =
  | { label: string; hint?: string; href: string; variant?: ActionVariant }
  | {
      label: string
      hint?: string
      scrollTo: string
      fallbackHref?: string
      variant?: ActionVariant
    }

export type ActionVariant = 'primary' | 'secondary' | 'light' | 'outline-light'

export interface Testimonial {
  name: string
  /** "Raleigh, NC" */
  location: string
  /** The service area it is in (its page shows it). */
  city?: CityId
  quote: string
  /** Project or service the quote is about, shown under the name. */
  project?: string
  /** A real review's source and date (never a sample's), formatted at build. */
  source?: { name: string; url: string }
  date?: { iso: string; label: string }
}

export interface Faq {
  id: string
  question: string
  answer: string
}

export interface Feature {
  title: string
  body: string
  /** A committed image by its key, or one resolved at build (a project's uploaded photo). */
  image?: ImageKey | ResponsiveImage
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
