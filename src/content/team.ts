// The landing page's team, edited in the desk and read from its snapshot (decision 0039).
import teamSnapshot from '../../snapshots/team.json' with { type: 'json' }
import type { Samples } from './samples'
import type { SnapshotPhoto } from './schema/photo'
import type { SnapshotTeamMember } from './schema/team'

export interface TeamMember {
  name: string
  role: string
  description: string
  photo: SnapshotPhoto
  links: { linkedin: string; twitter: string; dribbble: string }
  sample: boolean
}

export interface HiringCard {
  title: string
  description: string
  href: string
}

// Checked by src/content/schema/snapshots.test.ts, not here: zod stays out of the page's bundle.
export const team = (teamSnapshot as SnapshotTeamMember[]).map(
  ({ id: _id, order: _order, ...member }): TeamMember => member,
)

export const hiringCards: readonly HiringCard[] = [
  {
    title: 'Hardscape Crew Member',
    description:
      'Full-time, year-round work building patios, walls and fire features. Training, paid holidays and a steady schedule.',
    href: '/careers/',
  },
  {
    title: 'Landscape Lighting Technician',
    description:
      'Install and service low-voltage lighting systems across the Triangle. Electrical experience a plus; we will certify you.',
    href: '/careers/',
  },
]

export const samples: Samples = team
  .filter((member) => member.sample)
  .map((member) => ({
    name: `Team member ${member.name} (${member.role})`,
    why: 'Invented person, photo and profile links: replace with the real team',
  }))
