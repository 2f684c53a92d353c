import { EstimateLink } from '../../components/EstimateLink'
import { Seo } from '../../components/Seo'
import { ServiceAreaLinks } from '../../components/ServiceAreaLinks'
import { ActionRow } from '../../components/ui/ActionLink'
import { firePitFaqs } from '../../content/faqs'
import {
  firePitsAmbiance,
  firePitsCta,
  firePitsCustom,
  firePitsFaq,
  firePitsHero,
  firePitsStyles,
} from '../../content/pages/services/firePits'
import { CardGrid } from '../../sections/CardGrid'
import { CtaBanner } from '../../sections/CtaBanner'
import { DeferredFaqSection } from '../../sections/deferredSections'
import { PageHero } from '../../sections/PageHero'
import { ServiceProjects } from '../../sections/ServiceProjects'
import { SplitFeature } from '../../sections/SplitFeature'

export function FirePitsPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={firePitsHero.eyebrow} title={firePitsHero.title} lead={firePitsHero.lead}>
        <ActionRow actions={firePitsHero.actions} />
      </PageHero>
      <SplitFeature {...firePitsCustom} tone="white" />
      <CardGrid {...firePitsStyles} tone="paper" />
      <SplitFeature {...firePitsAmbiance} tone="white" />
      <DeferredFaqSection {...firePitsFaq} faqs={firePitFaqs} />
      <ServiceProjects title="Recent projects" />
      <CtaBanner {...firePitsCta}>
        <EstimateLink linkClassName="font-semibold underline underline-offset-2 hover:text-white" />{' '}
        <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
      </CtaBanner>
    </>
  )
}
