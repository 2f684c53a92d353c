import { Seo } from '../components/Seo'
import {
  homeCommitment,
  homeContact,
  homeHero,
  homeOwner,
  homeSignup,
  homeStats,
  homeTestimonialsSection,
} from '../content/pages/home'
import { homeTestimonials } from '../content/testimonials'
import { ContactSection } from '../sections/ContactSection'
import { HomeHero } from '../sections/HomeHero'
import { SignupBlock } from '../sections/SignupBlock'
import { SplitFeature } from '../sections/SplitFeature'
import { StatsBand } from '../sections/StatsBand'
import { TestimonialList } from '../sections/TestimonialList'

export function HomePage() {
  return (
    <>
      <Seo />
      <HomeHero {...homeHero} />
      <SignupBlock {...homeSignup} />
      <StatsBand {...homeStats} />
      <SplitFeature {...homeCommitment} tone="white" />
      <SplitFeature {...homeOwner} reverse />
      <TestimonialList {...homeTestimonialsSection} testimonials={homeTestimonials} />
      <ContactSection form="contact" {...homeContact} />
    </>
  )
}
