import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { landing } from '../app/routeData'
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

export function LandingPage() {
  const data = useLoaderData() as BuildData<typeof landing>
  const testimonials = data?.testimonials ?? []
  const projects = data?.projects ?? []
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
