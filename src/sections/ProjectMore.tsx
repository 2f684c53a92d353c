import { framing } from '../components/framing'
import { useLightbox } from '../components/lightbox/useLightbox'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { ProjectView } from '../pages/portfolio/data'
import { DeferredBeforeAfter } from './deferredSections'
import { StatsBand } from './StatsBand'
import { TestimonialList } from './TestimonialList'

export function ProjectMore({ project }: { project: ProjectView }) {
  const gallery = project.gallery.map((image) => ({ image, caption: image.alt }))
  const lightbox = useLightbox(gallery)
  return (
    <>
      {project.pairs.map((pair, index) => (
        <DeferredBeforeAfter
          key={pair.before.src}
          id={index ? `project-before-after-${index + 1}` : 'project-before-after'}
          title="Before and after"
          lead="The same view of the yard before we started and once we were done. Drag the divide, or use the arrow keys."
          before={pair.before}
          after={pair.after}
        />
      ))}
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
                  {...framing(image.crop, 'block aspect-[4/3]', 'h-full w-full object-cover')}
                />
              </a>
            ))}
          </div>
          {lightbox.element}
        </div>
      </section>
      {project.testimonial && (
        <TestimonialList
          id="project-testimonial"
          eyebrow="Client review"
          title="In their words"
          testimonials={[project.testimonial]}
        />
      )}
    </>
  )
}
