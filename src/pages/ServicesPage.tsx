import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { services } from '../app/routeData'
import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import {
  servicesContact,
  servicesHero,
  servicesHighlights,
  servicesMore,
  servicesTestimonialSection,
} from '../content/pages/services'
import { moreServices, serviceHighlights } from '../content/services'
import { CardGrid } from '../sections/CardGrid'
import { DeferredContactSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'
import { TestimonialList } from '../sections/TestimonialList'

export function ServicesPage() {
  const testimonials = (useLoaderData() as BuildData<typeof services>)?.testimonials ?? []
  return (
    <>
      <Seo />
      <PageHero eyebrow={servicesHero.eyebrow} title={servicesHero.title} lead={servicesHero.lead}>
        <ActionRow actions={servicesHero.actions} />
      </PageHero>
      <CardGrid {...servicesHighlights} cards={serviceHighlights} />
      <CardGrid {...servicesMore} cards={moreServices} tone="paper" />
      <TestimonialList {...servicesTestimonialSection} testimonials={testimonials} />
      <DeferredContactSection form="contact" {...servicesContact} />
    </>
  )
}
