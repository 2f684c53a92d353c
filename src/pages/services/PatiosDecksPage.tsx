import { EstimateLink } from '../../components/EstimateLink'
import { Seo } from '../../components/Seo'
import { ServiceAreaLinks } from '../../components/ServiceAreaLinks'
import { ActionRow } from '../../components/ui/ActionLink'
import {
  patioBeforeAfter,
  patioCta,
  patioDeck,
  patioKitchen,
  patioMaterials,
  patioShowcase,
  patioStyles,
  patiosHero,
} from '../../content/pages/services/patios'
import { BenefitList } from '../../sections/BenefitList'
import { CtaBanner } from '../../sections/CtaBanner'
import { DeferredBeforeAfter } from '../../sections/deferredSections'
import { GalleryGrid } from '../../sections/GalleryGrid'
import { MaterialOptions } from '../../sections/MaterialOptions'
import { PageHero } from '../../sections/PageHero'
import { ServiceProjects } from '../../sections/ServiceProjects'
import { SplitFeature } from '../../sections/SplitFeature'

export function PatiosDecksPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={patiosHero.eyebrow} title={patiosHero.title} lead={patiosHero.lead}>
        <ActionRow actions={patiosHero.actions} />
      </PageHero>
      <MaterialOptions {...patioMaterials} />
      <BenefitList {...patioStyles} />
      <SplitFeature {...patioDeck} tone="white" />
      <SplitFeature {...patioKitchen} />
      <DeferredBeforeAfter {...patioBeforeAfter} />
      <GalleryGrid {...patioShowcase} />
      <ServiceProjects title="Recent projects" />
      <CtaBanner {...patioCta}>
        <EstimateLink linkClassName="font-semibold underline underline-offset-2 hover:text-white" />{' '}
        <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
      </CtaBanner>
    </>
  )
}
