import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { serviceArea } from '../app/routeData'
import { JsonLd } from '../components/JsonLd'
import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { serviceAreaPage as copy } from '../content/pages/serviceAreas'
import { SERVICE_NAMES } from '../content/serviceNames'
import { areaServicesJsonLd } from '../lib/areaJsonLd'
import { AreaGround } from '../sections/areas/AreaGround'
import { AreaServices } from '../sections/areas/AreaServices'
import { BenefitList } from '../sections/BenefitList'
import { CardGrid } from '../sections/CardGrid'
import { DeferredContactSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'
import { TestimonialList } from '../sections/TestimonialList'
import { MissingPage } from './MissingPage'

export function ServiceAreaPage() {
  const data = useLoaderData() as BuildData<typeof serviceArea>
  if (!data) return <MissingPage />
  const { area, projects, testimonials } = data
  return (
    <>
      <Seo title={area.metaTitle} description={area.description} />
      {import.meta.env.SSR ? <JsonLd data={areaServicesJsonLd(area)} /> : null}
      <PageHero eyebrow={copy.eyebrow(area.county)} title={area.heading} lead={area.intro}>
        <ActionRow actions={[copy.quote, copy.allAreas]} />
      </PageHero>
      <BenefitList
        id="area-requests"
        title={copy.requestsTitle(area.name)}
        benefits={area.requests}
      />
      <AreaGround
        id="area-ground"
        title={copy.siteTitle}
        notes={area.siteNotes}
        permitsTitle={copy.permitsTitle}
        permits={area.permits}
        neighbourhoodsTitle={copy.neighbourhoodsTitle}
        neighbourhoods={area.neighbourhoods}
      />
      <AreaServices
        id="area-services"
        title={copy.servicesTitle(area.name)}
        notes={area.services}
        names={SERVICE_NAMES}
      />
      {projects.length ? (
        <CardGrid id="area-work" title={copy.workTitle} cards={projects} tone="paper" />
      ) : null}
      {testimonials.length ? (
        <TestimonialList id="area-reviews" title={copy.reviewsTitle} testimonials={testimonials} />
      ) : null}
      <DeferredContactSection
        form="contact"
        title={copy.contactTitle(area.name)}
        lead={copy.contactLead}
        area={area.id}
      />
    </>
  )
}
