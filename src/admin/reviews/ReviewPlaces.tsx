import { useEffect, useState } from 'react'
import { TESTIMONIAL_PLACEMENTS } from '../../content/schema/testimonials'
import { ChoiceField } from '../content/ChoiceField'
import { projects } from '../content/stores'
import { describedBy, FieldError } from '../Field'
import type { DeskFirebase } from '../firebase'
import type { FieldsProps } from './ReviewFields'
import { PLACEMENT_LABELS } from './reviewForm'

/** The pages that show the review: chosen pages, and a project's own page. */
export function ReviewPlaces({
  firebase,
  values,
  problems,
  set,
}: FieldsProps & { firebase: DeskFirebase }) {
  const [jobs, setJobs] = useState<{ slug: string; title: string }[] | null>(null)
  useEffect(() => {
    let live = true
    // Without the list the review keeps its project; the choice is only narrower.
    projects.list(firebase).then(
      (list) =>
        live && setJobs(list.items.map(({ doc }) => ({ slug: doc.slug, title: doc.title }))),
      () => live && setJobs([]),
    )
    return () => {
      live = false
    }
  }, [firebase])
  const options = [...(jobs ?? [])]
  if (values.project && !options.some((job) => job.slug === values.project))
    options.push({ slug: values.project, title: values.project })
  return (
    <fieldset
      className="mt-6 rounded-xl border border-stone-300 p-3"
      aria-describedby={describedBy('review-placements', { error: problems.placements })}
    >
      <legend className="px-1 font-semibold">Where it shows</legend>
      {TESTIMONIAL_PLACEMENTS.map((placement) => (
        <label key={placement} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={values.placements.includes(placement)}
            onChange={(e) =>
              set({
                placements: e.target.checked
                  ? [...values.placements, placement]
                  : values.placements.filter((p) => p !== placement),
              })
            }
          />
          {PLACEMENT_LABELS[placement]}
        </label>
      ))}
      <ChoiceField
        id="review-project"
        label="A project’s page"
        value={values.project}
        error={problems.project}
        options={[
          { value: '', label: jobs ? 'None' : 'None (loading the projects…)' },
          ...options.map((job) => ({ value: job.slug, label: job.title })),
        ]}
        onChange={(project) => set({ project })}
      />
      <FieldError id="review-placements" error={problems.placements} />
    </fieldset>
  )
}
