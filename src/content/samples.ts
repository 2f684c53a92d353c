/**
 * Launch readiness: a content module with placeholders (invented testimonials and team members,
 * sample projects, figures without a source, placeholder contact facts) lists them in its
 * `samples` export, which `npm run check:launch` reports. A module without the export has none.
 */
export interface Sample {
  /** What to look for: a name, a figure, a fact. */
  name: string
  /** Why it cannot go live as is. */
  why: string
}

export type Samples = readonly Sample[]
