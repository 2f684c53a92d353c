import { Seo } from '../components/Seo'
import { SectionHeading } from '../components/ui/SectionHeading'
import {
  aboutContact,
  aboutCta,
  aboutExplore,
  aboutHero,
  aboutStats,
  aboutVideo,
} from '../content/pages/about'
import { CtaBanner } from '../sections/CtaBanner'
import { DeferredContactSection } from '../sections/deferredSections'
import { PageHero } from '../sections/PageHero'
import { SplitFeature } from '../sections/SplitFeature'
import { StatsBand } from '../sections/StatsBand'
import { VideoFacade } from '../sections/VideoFacade'

export function AboutPage() {
  return (
    <>
      <Seo />
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
      <section aria-labelledby={aboutVideo.id} className="bg-paper">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id={aboutVideo.id} title={aboutVideo.title} lead={aboutVideo.lead} />
          <div className="mt-8">
            <VideoFacade
              videoId={aboutVideo.videoId}
              title={aboutVideo.videoTitle}
              poster={aboutVideo.poster}
            />
          </div>
        </div>
      </section>
      <StatsBand {...aboutStats} />
      <SplitFeature {...aboutExplore} tone="white" />
      <CtaBanner {...aboutCta} />
      <DeferredContactSection form="quick" {...aboutContact} />
    </>
  )
}
