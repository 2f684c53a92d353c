import { EstimateLink } from '../../components/EstimateLink'
import { Seo } from '../../components/Seo'
import { ServiceAreaLinks } from '../../components/ServiceAreaLinks'
import { ActionRow } from '../../components/ui/ActionLink'
import { outdoorKitchenFaqs } from '../../content/faqs'
import {
  kitchenSections,
  kitchensBeforeAfter,
  kitchensCta,
  kitchensFaq,
  kitchensHero,
} from '../../content/pages/services/kitchens'
import { CtaBanner } from '../../sections/CtaBanner'
import { DeferredBeforeAfter, DeferredFaqSection } from '../../sections/deferredSections'
import { PageHero } from '../../sections/PageHero'
import { ServiceProjects } from '../../sections/ServiceProjects'
import { SplitFeature } from '../../sections/SplitFeature'

export function OutdoorKitchensPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={kitchensHero.eyebrow} title={kitchensHero.title} lead={kitchensHero.lead}>
        <ActionRow actions={kitchensHero.actions} />
      </PageHero>
      {kitchenSections.map((section, index) => (
        <SplitFeature key={section.id} {...section} tone={index % 2 ? 'paper' : 'white'} />
      ))}
      <DeferredBeforeAfter {...kitchensBeforeAfter} />
      <ServiceProjects title="Recent projects" />
      <CtaBanner {...kitchensCta}>
        <EstimateLink linkClassName="font-semibold underline underline-offset-2 hover:text-white" />{' '}
        <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
      </CtaBanner>
      <DeferredFaqSection {...kitchensFaq} faqs={outdoorKitchenFaqs} />
    </>
  )
}
