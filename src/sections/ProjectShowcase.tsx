import { Link } from 'react-router-dom'
import type { ResponsiveImage } from '../assets/images/types'
import { framing } from '../components/framing'
import { Picture } from '../components/Picture'
import { ActionRow } from '../components/ui/ActionLink'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Action } from '../content/types'

// Picture resolved at build: the section needs neither the project list nor the image registry.
export interface ProjectCard {
  slug: string
  title: string
  description: string
  location: string
  tags: readonly string[]
  image: ResponsiveImage
}

interface ProjectShowcaseProps {
  id: string
  /** Anchor of the section (the footer's "Projects" link lands here). */
  anchor?: string
  eyebrow?: string
  title: string
  lead?: string
  projects: readonly ProjectCard[]
  actions?: readonly Action[]
}

export function ProjectShowcase({
  id,
  anchor,
  eyebrow,
  title,
  lead,
  projects,
  actions,
}: ProjectShowcaseProps) {
  return (
    <section id={anchor} aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
          {actions?.length ? <ActionRow actions={actions} /> : null}
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project.slug}>
              <Link
                to={`/portfolio/${project.slug}/`}
                className="group block h-full rounded-3xl bg-paper ring-1 ring-forest-100 hover:ring-forest-300"
              >
                <Picture
                  image={project.image}
                  sizes="(min-width: 768px) 600px, 100vw"
                  {...framing(
                    project.image.crop,
                    'block aspect-[4/3] overflow-hidden rounded-t-3xl',
                    'h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105',
                  )}
                />
                <div className="p-6">
                  <ul className="flex flex-wrap gap-2" aria-label="Tags">
                    {project.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-forest-50 px-3 py-1 text-xs font-semibold text-forest-800"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-4 text-2xl font-semibold group-hover:text-forest-700">
                    {project.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-stone-700">{project.description}</p>
                  <p className="mt-3 text-sm font-medium text-stone-600">{project.location}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
