import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { serviceLanding } from '../app/routeData'
import { Seo } from '../components/Seo'
import { serviceLandingFaqs } from '../content/faqs'
import {
  serviceLandingBenefits,
  serviceLandingCta,
  serviceLandingFaq,
  serviceLandingGallery,
  serviceLandingHero,
  serviceLandingOverview,
  serviceLandingProcess,
  serviceLandingTestimonialSection,
} from '../content/pages/serviceLanding'
import { BenefitList } from '../sections/BenefitList'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredFaqSection } from '../sections/deferredSections'
import { GalleryGrid } from '../sections/GalleryGrid'
import { LandingHero } from '../sections/LandingHero'
import { ProcessSteps } from '../sections/ProcessSteps'
import { SplitFeature } from '../sections/SplitFeature'
import { TestimonialList } from '../sections/TestimonialList'

export function ServiceLandingPage() {
  const testimonials = (useLoaderData() as BuildData<typeof serviceLanding>)?.testimonials ?? []
  return (
    <>
      <Seo />
      <LandingHero {...serviceLandingHero} image="servicePergola" />
      <SplitFeature {...serviceLandingOverview} tone="white" />
      <BenefitList {...serviceLandingBenefits} />
      <ProcessSteps {...serviceLandingProcess} />
      <TestimonialList {...serviceLandingTestimonialSection} testimonials={testimonials} />
      <GalleryGrid {...serviceLandingGallery} />
      <CtaBanner {...serviceLandingCta} />
      <DeferredFaqSection {...serviceLandingFaq} faqs={serviceLandingFaqs} />
    </>
  )
}
