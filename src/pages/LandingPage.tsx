import { useLoaderData } from 'react-router-dom'
import { Seo } from '../components/Seo'
import {
  landingCta,
  landingHero,
  landingIntro,
  landingServices,
  landingShowcase,
  landingSignup,
  landingStats,
  landingTeam,
  landingTestimonialSection,
} from '../content/pages/landing'
import { serviceHighlights } from '../content/services'
import { hiringCards, team } from '../content/team'
import { CardGrid } from '../sections/CardGrid'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredSignupBlock } from '../sections/deferredSections'
import { LandingHero } from '../sections/LandingHero'
import { ProjectShowcase } from '../sections/ProjectShowcase'
import { SplitFeature } from '../sections/SplitFeature'
import { StatsBand } from '../sections/StatsBand'
import { TeamGrid } from '../sections/TeamGrid'
import { TestimonialList } from '../sections/TestimonialList'
import type { PlacedTestimonials } from './placedTestimonials'
import type { landingData } from './portfolio/data'

export function LandingPage() {
  const testimonials = (useLoaderData() as PlacedTestimonials | null)?.testimonials ?? []
  const projects = (useLoaderData() as ReturnType<typeof landingData> | null)?.projects ?? []
  return (
    <>
      <Seo />
      <LandingHero {...landingHero} image="heroBackyard" />
      <SplitFeature {...landingIntro} tone="white" />
      <CardGrid {...landingServices} cards={serviceHighlights} tone="paper" />
      <TestimonialList {...landingTestimonialSection} testimonials={testimonials} />
      <CtaBanner {...landingCta} />
      <ProjectShowcase {...landingShowcase} projects={projects} />
      <TeamGrid {...landingTeam} members={team} hiring={hiringCards} />
      <StatsBand {...landingStats} />
      <DeferredSignupBlock {...landingSignup} />
    </>
  )
}
