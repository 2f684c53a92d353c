// Sections take these as props and hold no copy.
import type { ImageKey } from '../assets/images/keys'
import type { ResponsiveImage } from '../assets/images/types'
import type { CityId } from './serviceAreas/types'

// `hint` completes a short label for screen readers and search engines ("Learn More" → "Learn
// More about our services"); required where the label says nothing (./actions.test.ts).
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
  location: string
  city?: CityId
  quote: string
  project?: string
  // Never a sample's.
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
