// The landing page's team cards (decision 0039): a person, their photo and their profile links.
// firestore.rules repeats the fields and limits (src/admin/content/rulesMatchSchema.test.ts).
import { z } from 'zod'
import { contentStatus, httpsUrl, order, text } from './common'
import { photoSchema, snapshotPhotoSchema } from './photo'

export const TEAM_LIMITS = { name: 60, role: 60, description: 300 } as const

const links = z.strictObject({ linkedin: httpsUrl, twitter: httpsUrl, dribbble: httpsUrl })

const fields = {
  name: text(TEAM_LIMITS.name),
  role: text(TEAM_LIMITS.role),
  description: text(TEAM_LIMITS.description),
  links,
  // Invented for the template: the launch check lists it until it is replaced.
  sample: z.boolean(),
  order,
}

export const teamMemberSchema = z.strictObject({
  ...fields,
  photo: photoSchema,
  status: contentStatus,
})
export const snapshotTeamMemberSchema = z.strictObject({
  id: z.string().min(1),
  ...fields,
  photo: snapshotPhotoSchema,
})
export const teamSnapshotSchema = z.array(snapshotTeamMemberSchema)

export type TeamMemberDocument = z.infer<typeof teamMemberSchema>
export type SnapshotTeamMember = z.infer<typeof snapshotTeamMemberSchema>
