import { images } from '../assets/images'
import { useLightbox } from '../components/lightbox/useLightbox'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Project } from '../content/portfolio'
import { DeferredBeforeAfter } from './deferredSections'
import { StatsBand } from './StatsBand'
import { TestimonialList } from './TestimonialList'

/**
 * A project page below its overview (./ProjectDetail.tsx): before/after, numbers, a two-image
 * gallery that opens in the lightbox, and the client's words.
 */
export function ProjectMore({ project }: { project: Project }) {
  const gallery = [project.image, project.detailImage].map((key) => ({
    image: images[key],
    caption: images[key].alt,
  }))
  const lightbox = useLightbox(gallery)
  return (
    <>
      <DeferredBeforeAfter
        id="project-before-after"
        title="Before and after"
        lead="The same view of the yard before we started and once we were done. Drag the divide, or use the arrow keys."
        before={project.before}
        after={project.image}
      />
      <StatsBand
        id="project-stats"
        eyebrow="By the numbers"
        title="How the project came together"
        stats={project.stats}
      />
      <section aria-labelledby="project-gallery" className="bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <SectionHeading id="project-gallery" eyebrow="Gallery" title="A closer look" />
          <div className="mt-10 grid gap-6 md:grid-cols-2" data-ready={lightbox.ready || undefined}>
            {gallery.map(({ image }, index) => (
              <a
                key={image.src}
                href={image.src}
                onClick={lightbox.open(index)}
                className="block overflow-hidden rounded-3xl"
                aria-label={`Larger view: ${image.alt}`}
              >
                <Picture
                  image={image}
                  sizes="(min-width: 768px) 600px, 100vw"
                  className="block aspect-[4/3]"
                  imgClassName="h-full w-full object-cover"
                />
              </a>
            ))}
          </div>
          {lightbox.element}
        </div>
      </section>
      <TestimonialList
        id="project-testimonial"
        eyebrow="Client review"
        title="In their words"
        testimonials={[project.testimonial]}
      />
    </>
  )
}
