import { EstimateLink } from '../../components/EstimateLink'
import { Seo } from '../../components/Seo'
import { ServiceAreaLinks } from '../../components/ServiceAreaLinks'
import { ActionRow } from '../../components/ui/ActionLink'
import {
  pergolaStats,
  pergolasCta,
  pergolasCustom,
  pergolasHero,
  pergolasShowcase,
  pergolasValue,
} from '../../content/pages/services/pergolas'
import { CtaBanner } from '../../sections/CtaBanner'
import { GalleryGrid } from '../../sections/GalleryGrid'
import { InlineStats } from '../../sections/InlineStats'
import { PageHero } from '../../sections/PageHero'
import { ServiceProjects } from '../../sections/ServiceProjects'
import { SplitFeature } from '../../sections/SplitFeature'

export function PergolasPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={pergolasHero.eyebrow} title={pergolasHero.title} lead={pergolasHero.lead}>
        <ActionRow actions={pergolasHero.actions} />
      </PageHero>
      <SplitFeature {...pergolasCustom} tone="white">
        <InlineStats stats={pergolaStats} />
      </SplitFeature>
      <SplitFeature {...pergolasValue} />
      <GalleryGrid {...pergolasShowcase} />
      <ServiceProjects title="Recent projects" />
      <CtaBanner {...pergolasCta}>
        <EstimateLink linkClassName="font-semibold underline underline-offset-2 hover:text-white" />{' '}
        <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
      </CtaBanner>
    </>
  )
}
