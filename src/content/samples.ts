/**
 * Launch readiness: every content module exports `samples`, the list of its entries that are
 * placeholders (invented testimonials and team members, sample projects, figures without a
 * source, placeholder contact facts). `npm run check:launch` reports them; a unit test makes sure
 * no content module forgets to declare its list, even when it is empty.
 */
export interface Sample {
  /** What to look for: a name, a figure, a fact. */
  name: string
  /** Why it cannot go live as is. */
  why: string
}

export type Samples = readonly Sample[]
