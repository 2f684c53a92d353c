// The landing page's team cards (team/{id}): a person's name, role, words, photo and profiles.
import type { PhotoSource } from '../../content/schema/photo'
import { type TeamMemberDocument, teamMemberSchema } from '../../content/schema/team'
import { schemaProblems } from '../content/formProblems'
import { TEAM } from '../content/kinds'
import { team as teamStore } from '../content/stores'
import { NEW_TEAM_PATH, TEAM_PATH } from '../paths'
import type { Collection } from './collection'
import { isPublished, statusFor } from './shared'
import { TeamFields, TeamPreview } from './TeamFields'

export interface TeamValues {
  name: string
  role: string
  description: string
  linkedin: string
  twitter: string
  dribbble: string
  photo: PhotoSource | null
  photoAlt: string
}

const FIELD_OF: Record<string, keyof TeamValues> = {
  'links.linkedin': 'linkedin',
  'links.twitter': 'twitter',
  'links.dribbble': 'dribbble',
  'photo.alt': 'photoAlt',
  'photo.source': 'photo',
}

export const team: Collection<TeamMemberDocument, TeamValues> = {
  name: 'team',
  kind: TEAM,
  store: teamStore,
  publishing: 'draft-publish',
  labels: {
    noun: 'team member',
    list: {
      title: 'Team',
      back: 'All the team',
      path: TEAM_PATH,
      add: { label: 'Add a person', path: NEW_TEAM_PATH },
      empty: 'No one yet.',
      invalid: 'Team members the desk cannot edit',
    },
    heading: (stored) => (stored ? `Edit: ${stored.doc.name}` : 'Add a person'),
    fields: {
      name: 'Name',
      role: 'Role',
      description: 'About them',
      photo: 'Photo',
      photoAlt: 'Photo’s alt text',
      linkedin: 'LinkedIn',
      twitter: 'Twitter',
      dribbble: 'Dribbble',
    },
  },
  toValues: (doc) => ({
    name: doc?.name ?? '',
    role: doc?.role ?? '',
    description: doc?.description ?? '',
    linkedin: doc?.links.linkedin ?? '',
    twitter: doc?.links.twitter ?? '',
    dribbble: doc?.links.dribbble ?? '',
    photo: doc?.photo.source ?? null,
    photoAlt: doc?.photo.alt ?? '',
  }),
  toDoc: (values, { stored, action }) => {
    const doc = {
      name: values.name.trim(),
      role: values.role.trim(),
      description: values.description.trim(),
      links: {
        linkedin: values.linkedin.trim(),
        twitter: values.twitter.trim(),
        dribbble: values.dribbble.trim(),
      },
      sample: stored?.sample ?? false,
      // A new person comes after the team the site shows.
      order: stored?.order ?? 100,
      photo: { source: values.photo, alt: values.photoAlt.trim() },
      status: statusFor(action, stored),
    }
    const found = schemaProblems(teamMemberSchema, doc)
    const problems: Record<string, string> = {}
    for (const [path, message] of Object.entries(found))
      problems[FIELD_OF[path] ?? path.split('.')[0] ?? path] ??=
        path === 'photo.source' ? 'Choose a photo of them.' : message
    return Object.keys(problems).length ? { problems } : { doc: teamMemberSchema.parse(doc) }
  },
  Fields: TeamFields,
  Preview: TeamPreview,
  previewPlacement: 'below',
  isLive: isPublished,
  whereLive: () => 'in the team on the landing page',
  publicPath: () => '/landing-page/',
  editPath: (id) => `${TEAM_PATH}${id}/`,
  title: (doc) => doc.name,
  summary: (doc) => `${doc.name}, ${doc.role}: ${doc.description}`,
  deleteMessage: (doc, live) =>
    `${doc.name} goes from the desk now${live ? ' and from the site with the build it asks for' : ''}. It cannot be undone; the history stays.`,
  order: (a, b) => a.order - b.order,
  listItem: ({ doc }) => ({
    title: `${doc.name}, ${doc.role}`,
    note: `${doc.sample ? 'Sample, not a real person · ' : ''}${doc.status === 'published' ? 'Published' : 'Draft'}`,
  }),
  fieldOf: (path) => FIELD_OF[path] ?? path,
}
