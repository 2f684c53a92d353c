import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../../app/buildData'
import type { landscapeLighting } from '../../app/routeData'
import { EstimateLink } from '../../components/EstimateLink'
import { Seo } from '../../components/Seo'
import { ServiceAreaLinks } from '../../components/ServiceAreaLinks'
import { ActionRow } from '../../components/ui/ActionLink'
import {
  lightingCta,
  lightingHero,
  lightingSections,
  lightingShowcase,
  lightingTestimonialSection,
} from '../../content/pages/services/lighting'
import { CtaBanner } from '../../sections/CtaBanner'
import { GalleryGrid } from '../../sections/GalleryGrid'
import { PageHero } from '../../sections/PageHero'
import { ServiceProjects } from '../../sections/ServiceProjects'
import { SplitFeature } from '../../sections/SplitFeature'
import { TestimonialList } from '../../sections/TestimonialList'

export function LandscapeLightingPage() {
  const testimonials = (useLoaderData() as BuildData<typeof landscapeLighting>)?.testimonials ?? []
  return (
    <>
      <Seo />
      <PageHero eyebrow={lightingHero.eyebrow} title={lightingHero.title} lead={lightingHero.lead}>
        <ActionRow actions={lightingHero.actions} />
      </PageHero>
      {lightingSections.map((section, index) => (
        <SplitFeature key={section.id} {...section} tone={index % 2 ? 'white' : 'paper'} />
      ))}
      <TestimonialList {...lightingTestimonialSection} testimonials={testimonials} />
      <GalleryGrid {...lightingShowcase} />
      <ServiceProjects title="Recent projects" />
      <CtaBanner {...lightingCta}>
        <EstimateLink linkClassName="font-semibold underline underline-offset-2 hover:text-white" />{' '}
        <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
      </CtaBanner>
    </>
  )
}
