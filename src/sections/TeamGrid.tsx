import { Link } from 'react-router-dom'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { HiringCard, TeamMember } from '../content/team'
import { resolvePhoto } from '../pages/portfolio/photos'
import { TeamLinks } from './TeamLinks'

interface TeamGridProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  members: readonly TeamMember[]
  hiring: readonly HiringCard[]
}

export function TeamGrid({ id, eyebrow, title, lead, members, hiring }: TeamGridProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-grid">
          {members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col rounded-3xl bg-paper p-6 ring-1 ring-forest-100"
            >
              <Picture
                image={resolvePhoto(member.photo)}
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 45vw, 90vw"
                className="block aspect-square overflow-hidden rounded-2xl"
                imgClassName="h-full w-full object-cover"
              />
              <h3 className="mt-5 text-xl font-semibold">{member.name}</h3>
              <p className="text-sm font-semibold text-ember-700">{member.role}</p>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-700">
                {member.description}
              </p>
              <TeamLinks name={member.name} links={member.links} />
            </li>
          ))}
          {hiring.map((card) => (
            <li
              key={card.title}
              className="flex flex-col justify-between rounded-3xl border-2 border-dashed border-forest-300 bg-forest-50 p-6"
            >
              <div>
                <p className="text-sm font-semibold tracking-widest text-forest-700 uppercase">
                  We’re hiring
                </p>
                <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-stone-700">{card.description}</p>
              </div>
              <Link
                to={card.href}
                aria-label={`Open positions: ${card.title}`}
                className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-forest-800 px-5 text-sm font-semibold text-white hover:bg-forest-900"
              >
                Open positions
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
