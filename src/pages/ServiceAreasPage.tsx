import { useLoaderData } from 'react-router-dom'
import type { BuildData } from '../app/buildData'
import type { serviceAreas } from '../app/routeData'
import { Seo } from '../components/Seo'
import { ActionRow } from '../components/ui/ActionLink'
import { serviceAreasIndex as copy } from '../content/pages/serviceAreas'
import { ServiceAreaMap } from '../sections/areas/ServiceAreaMap'
import { DeferredContactSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'

export function ServiceAreasPage() {
  const areas = (useLoaderData() as BuildData<typeof serviceAreas>) ?? []
  return (
    <>
      <Seo />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <ActionRow actions={copy.actions} />
      </PageHero>
      <ServiceAreaMap {...copy.map} areas={areas} />
      <DeferredContactSection form="contact" {...copy.contact} />
    </>
  )
}
