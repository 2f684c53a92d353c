import type { ImageKey } from '../assets/images/keys'
import type { Samples } from './samples'

export interface TeamMember {
  name: string
  role: string
  description: string
  image: ImageKey
  links: { linkedin: string; twitter: string; dribbble: string }
  sample: true
}

export interface HiringCard {
  title: string
  description: string
  href: string
}

function links(handle: string): TeamMember['links'] {
  return {
    linkedin: `https://www.linkedin.com/in/${handle}`,
    twitter: `https://twitter.com/${handle}`,
    dribbble: `https://dribbble.com/${handle}`,
  }
}

export const team: readonly TeamMember[] = [
  {
    name: 'Ryan Caldwell',
    role: 'Founder & Owner',
    description:
      'Grew up in Garner, started with a truck and a plate compactor, and still walks every job site before the first paver goes down.',
    image: 'teamMember1',
    links: links('ryan-caldwell-oakember'),
    sample: true,
  },
  {
    name: 'Maya Okafor',
    role: 'Lead Designer',
    description:
      'A landscape architect from NC State who turns wish lists into buildable 3D plans that respect drainage, sun and budget.',
    image: 'teamMember2',
    links: links('maya-okafor-design'),
    sample: true,
  },
  {
    name: 'Luis Herrera',
    role: 'Project Manager',
    description:
      'Keeps permits, inspections, deliveries and crews on one calendar, and sends you a progress update every Friday.',
    image: 'teamMember3',
    links: links('luis-herrera-pm'),
    sample: true,
  },
  {
    name: 'Derrick Moore',
    role: 'Hardscape Foreman',
    description:
      'Twenty years of patios, walls and steps. ICPI-certified, and particular about compaction, slope and clean cuts.',
    image: 'teamMember4',
    links: links('derrick-moore-hardscape'),
    sample: true,
  },
  {
    name: 'Hannah Kim',
    role: 'Lighting Specialist',
    description:
      'Designs low-voltage lighting that flatters the house and the trees without glare, and tunes every fixture at night.',
    image: 'teamMember5',
    links: links('hannah-kim-lighting'),
    sample: true,
  },
  {
    name: 'Grace Whitfield',
    role: 'Client Care Coordinator',
    description:
      'Your first call and your long-term contact for warranty visits, seasonal service and questions after the build.',
    image: 'teamMember6',
    links: links('grace-whitfield-care'),
    sample: true,
  },
]

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

export const samples: Samples = team.map((member) => ({
  name: `Team member ${member.name} (${member.role})`,
  why: 'Invented person, photo and profile links: replace with the real team',
}))
