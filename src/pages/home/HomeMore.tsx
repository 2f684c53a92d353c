import {
  homeCommitment,
  homeContact,
  homeOwner,
  homeSignup,
  homeStats,
  homeTestimonialsSection,
} from '../../content/pages/home'
import { site } from '../../content/site'
import type { Testimonial } from '../../content/types'
import { ContactSection } from '../../sections/ContactSection'
import { SignupBlock } from '../../sections/SignupBlock'
import { SplitFeature } from '../../sections/SplitFeature'
import { StatsBand } from '../../sections/StatsBand'
import { TestimonialList } from '../../sections/TestimonialList'

export function HomeMore({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <>
      <SignupBlock {...homeSignup} />
      <StatsBand {...homeStats} />
      <SplitFeature {...homeCommitment} tone="white" />
      <SplitFeature {...homeOwner} reverse />
      <TestimonialList
        {...homeTestimonialsSection}
        testimonials={testimonials}
        reviewLink={site.googleReviewUrl}
      />
      <ContactSection form="contact" {...homeContact} />
    </>
  )
}
