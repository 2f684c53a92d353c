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
import { projects } from '../content/portfolio'
import { serviceHighlights } from '../content/services'
import { hiringCards, team } from '../content/team'
import { landingTestimonial } from '../content/testimonials'
import { CardGrid } from '../sections/CardGrid'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredSignupBlock } from '../sections/deferredSections'
import { LandingHero } from '../sections/LandingHero'
import { ProjectShowcase } from '../sections/ProjectShowcase'
import { SplitFeature } from '../sections/SplitFeature'
import { StatsBand } from '../sections/StatsBand'
import { TeamGrid } from '../sections/TeamGrid'
import { TestimonialList } from '../sections/TestimonialList'
import { projectCard } from './portfolio/data'

export function LandingPage() {
  return (
    <>
      <Seo />
      <LandingHero {...landingHero} image="heroBackyard" />
      <SplitFeature {...landingIntro} tone="white" />
      <CardGrid {...landingServices} cards={serviceHighlights} tone="paper" />
      <TestimonialList {...landingTestimonialSection} testimonials={landingTestimonial} />
      <CtaBanner {...landingCta} />
      <ProjectShowcase {...landingShowcase} projects={projects.slice(0, 2).map(projectCard)} />
      <TeamGrid {...landingTeam} members={team} hiring={hiringCards} />
      <StatsBand {...landingStats} />
      <DeferredSignupBlock {...landingSignup} />
    </>
  )
}
