import { deferred } from '../app/deferred'
import type { ResponsiveImage } from '../assets/images/types'
import { framing } from '../components/framing'
import { Picture } from '../components/Picture'
import { ActionRow } from '../components/ui/ActionLink'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Action } from '../content/types'
import type { ProjectView } from '../pages/portfolio/data'

/** Below the overview: before/after, numbers, the gallery and the client's words (./ProjectMore). */
const ProjectMore = deferred('project-more', () =>
  import('./ProjectMore').then((m) => m.ProjectMore),
)

interface ProjectDetailProps {
  project: ProjectView
  image: ResponsiveImage
  eyebrow: string
  actions: readonly Action[]
}

// The parts below the overview load their code near the viewport.
export function ProjectDetail({ project, image, eyebrow, actions }: ProjectDetailProps) {
  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.18em] text-ember-700 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            {project.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">
            {project.description}
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
            {project.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-forest-800 ring-1 ring-forest-200"
              >
                {tag}
              </li>
            ))}
          </ul>
          <Picture
            image={image}
            sizes="(min-width: 1280px) 1216px, 100vw"
            priority
            {...framing(
              image.crop,
              'mt-10 block aspect-[16/9] overflow-hidden rounded-3xl shadow-lg',
              'h-full w-full object-cover',
            )}
          />
        </div>
      </section>
      <section aria-labelledby="project-overview" className="bg-paper">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
          <div>
            <SectionHeading
              id="project-overview"
              eyebrow={project.location}
              title="Project overview"
            />
            <div
              className="mt-5 space-y-4 text-lg leading-relaxed text-stone-700"
              // The story's markdown, rendered and sanitised at build (src/blog/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the snapshot
              dangerouslySetInnerHTML={{ __html: project.storyHtml }}
            />
            <div className="mt-8">
              <ActionRow actions={actions} />
            </div>
          </div>
          <aside
            aria-labelledby="project-features"
            className="h-fit rounded-3xl bg-white p-8 ring-1 ring-forest-100"
          >
            <h2 id="project-features" className="text-2xl font-semibold">
              What we built
            </h2>
            <ul className="mt-5 space-y-3 text-stone-800">
              {project.features.map((f) => (
                <li key={f} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-600"
                  />
                  {f}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <ProjectMore project={project} />
    </>
  )
}
