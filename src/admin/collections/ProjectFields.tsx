import { useEffect, useState } from 'react'
import { images } from '../../assets/images'
import type { ResponsiveImage } from '../../assets/images/types'
import { renderMarkdown } from '../../blog/markdown'
import { projectActions } from '../../content/pages/portfolio'
import { SERVICE_SLUGS } from '../../content/schema/common'
import { mediaPath, type Photo } from '../../content/schema/photo'
import { PROJECT_LIMITS, type ProjectDocument } from '../../content/schema/projects'
import type { CITY_IDS } from '../../content/serviceAreas/types'
import { SERVICE_NAMES } from '../../content/serviceNames'
import { projectTestimonial } from '../../content/testimonials'
import { SITE_URL } from '../../lib/env'
import type { ProjectView } from '../../pages/portfolio/data'
import { ProjectDetail } from '../../sections/ProjectDetail'
import { ChoiceField, CITY_CHOICES, cityName } from '../content/ChoiceField'
import { TextAreaField } from '../content/TextAreaField'
import { TextField } from '../content/TextField'
import { PhotoCards } from '../editing/PhotoCards'
import { PreviewSection } from '../editing/PreviewSection'
import { BLANK, useStaffImages } from '../editing/useStaffImages'
import { describedBy, FieldError, INPUT_CLASS } from '../Field'
import type { FieldsProps, PreviewProps } from './collection'
import {
  coverLabel,
  movePhoto,
  type PhotoCard,
  type ProjectValues,
  projectDocument,
  removePhoto,
  uploadCard,
  withTitle,
} from './projects'

/** A job: its photos first (taken on the spot, from a phone), then what the page says of it. */
export function ProjectFields({
  firebase,
  values,
  problems,
  set: setValues,
}: FieldsProps<ProjectDocument, ProjectValues>) {
  const set = (change: Partial<ProjectValues>) => setValues((v) => ({ ...v, ...change }))
  return (
    <>
      <ProjectPhotos
        firebase={firebase}
        values={values}
        problems={problems}
        onChange={(change) => setValues(change)}
      />
      <TextField
        id="project-title"
        label="Title"
        value={values.title}
        maxLength={PROJECT_LIMITS.title}
        error={problems.title}
        onChange={(title) => setValues((v) => withTitle(v, title))}
      />
      <TextField
        id="project-slug"
        label="Address"
        hint={`The page is /portfolio/${values.slug || '…'}/.${values.slugEdited ? '' : ' It follows the title until you change it.'}`}
        value={values.slug}
        error={problems.slug}
        autoCapitalize="none"
        autoCorrect="off"
        onChange={(slug) => set({ slug, slugEdited: true })}
      />
      <ChoiceField
        id="project-city"
        label="City"
        value={values.city}
        error={problems.city}
        options={CITY_CHOICES}
        onChange={(choice) => {
          const city = choice as (typeof CITY_IDS)[number] | ''
          setValues((v) => ({
            ...v,
            city,
            // The place follows the city until it says more ("North Raleigh, NC").
            location:
              !v.location || (v.city && v.location === `${cityName(v.city)}, NC`)
                ? city
                  ? `${cityName(city)}, NC`
                  : ''
                : v.location,
          }))
        }}
      />
      <TextField
        id="project-location"
        label="Place, as the page names it"
        hint="For example “North Raleigh, NC”."
        value={values.location}
        maxLength={PROJECT_LIMITS.location}
        error={problems.location}
        onChange={(location) => set({ location })}
      />
      <fieldset
        className="mt-5"
        aria-describedby={describedBy('project-services', { error: problems.services })}
      >
        <legend className="font-semibold">Services</legend>
        <p className="text-sm text-stone-700">The project is listed on each of these pages.</p>
        {SERVICE_SLUGS.map((service) => (
          <label key={service} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={values.services.includes(service)}
              onChange={(e) =>
                setValues((v) => ({
                  ...v,
                  services: e.target.checked
                    ? SERVICE_SLUGS.filter((s) => s === service || v.services.includes(s))
                    : v.services.filter((s) => s !== service),
                }))
              }
            />
            {SERVICE_NAMES[service]}
          </label>
        ))}
        <FieldError id="project-services" error={problems.services} />
      </fieldset>
      <TextAreaField
        id="project-summary"
        label="Summary"
        hint="One sentence under the title and on the project’s card."
        rows={2}
        maxLength={PROJECT_LIMITS.summary}
        value={values.summary}
        error={problems.summary}
        onChange={(summary) => set({ summary })}
      />
      {/* Plain paragraphs, so a plain textarea: the post editor's toolbar makes headings and tables. */}
      <TextAreaField
        id="project-story"
        label="Story"
        hint="What the owners wanted and what was built. Leave a blank line between paragraphs."
        rows={8}
        value={values.story}
        error={problems.story}
        onChange={(story) => set({ story })}
      />
      <TextField
        id="project-completed"
        label="Completed (optional)"
        type="date"
        value={values.completed}
        error={problems.completed}
        onChange={(completed) => set({ completed })}
      />
    </>
  )
}

/** The photos, each with its cover choice and, for a "before", the "after" it pairs with. */
function ProjectPhotos({
  firebase,
  values,
  problems,
  onChange,
}: {
  firebase: FieldsProps<ProjectDocument, ProjectValues>['firebase']
  values: ProjectValues
  problems: Record<string, string>
  onChange: (change: (values: ProjectValues) => ProjectValues) => void
}) {
  const number = (key: string) => values.photos.findIndex((c) => c.key === key) + 1
  const pair = (c: PhotoCard, i: number) => {
    const befores = values.photos.filter((o) => o.beforeOf === c.key)
    return (
      <>
        <label htmlFor={`photo-${i + 1}-pair`} className="mt-2 block font-semibold">
          Before the work, photo {i + 1} shows the place of
        </label>
        <select
          id={`photo-${i + 1}-pair`}
          value={c.beforeOf}
          disabled={befores.length > 0}
          onChange={(e) =>
            onChange((v) => ({
              ...v,
              cover: v.cover === c.key && e.target.value ? '' : v.cover,
              photos: v.photos.map((o) =>
                o.key === c.key ? { ...o, beforeOf: e.target.value } : o,
              ),
            }))
          }
          className={INPUT_CLASS}
        >
          <option value="">No pair: not a “before” photo</option>
          {values.photos
            .filter((o) => o.key !== c.key && !o.beforeOf)
            .map((o) => (
              <option key={o.key} value={o.key}>
                Photo {number(o.key)} (after)
              </option>
            ))}
        </select>
        {befores.length ? (
          <p className="mt-1 text-sm">
            After the work: paired with photo {befores.map((b) => number(b.key)).join(', ')}.
          </p>
        ) : null}
      </>
    )
  }
  return (
    <PhotoCards
      firebase={firebase}
      photos={values.photos}
      problems={problems}
      label="The project’s photos"
      intro="Mark one as the cover. A photo taken before the work can be paired with the one after it: the page shows the two with a slider."
      errors={<FieldError id="cover" error={problems.cover} />}
      add={(hash, alt) =>
        onChange((v) =>
          v.photos.some((c) => c.key === uploadCard(hash).key)
            ? v
            : { ...v, photos: [...v.photos, { ...uploadCard(hash), alt }] },
        )
      }
      patch={(key, change) =>
        onChange((v) => ({
          ...v,
          photos: v.photos.map((c) => (c.key === key ? { ...c, ...change } : c)),
        }))
      }
      move={(i, step) => onChange((v) => ({ ...v, photos: movePhoto(v.photos, i, step) }))}
      remove={(key) => onChange((v) => removePhoto(v, key))}
      extra={(c, i, fileName) => (
        <>
          <label className="mt-2 flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="cover"
              checked={values.cover === c.key}
              disabled={!!c.beforeOf}
              onChange={() => onChange((v) => ({ ...v, cover: c.key }))}
              className="size-5"
            />
            {coverLabel(c, i + 1, fileName)}
          </label>
          {pair(c, i)}
        </>
      )}
    />
  )
}

/** The project as its page will show it: the page's own sections, from the form as it stands. */
export function ProjectPreview({
  firebase,
  values,
  stored,
}: PreviewProps<ProjectDocument, ProjectValues>) {
  const [storyHtml, setStoryHtml] = useState('')
  useEffect(() => {
    let live = true
    const timer = window.setTimeout(() => {
      renderMarkdown(values.story, SITE_URL).then(
        (html) => live && setStoryHtml(html),
        () => live && setStoryHtml(''),
      )
    }, 250)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [values.story])
  const doc = projectDocument(values, stored?.doc ?? null, 'draft') as ProjectDocument
  const uploads = values.photos.flatMap((c) =>
    c.source.kind === 'upload' ? [mediaPath(c.source.hash)] : [],
  )
  const shown = useStaffImages(firebase, uploads)
  const picture = (photo: Photo | undefined): ResponsiveImage => {
    if (!photo) return { src: BLANK, width: 1200, height: 900, alt: '', sources: [] }
    const crop = photo.crop ? { crop: photo.crop } : {}
    if (photo.source.kind === 'asset')
      return { ...images[photo.source.key], alt: photo.alt, ...crop }
    const src = shown.get(mediaPath(photo.source.hash)) ?? BLANK
    return { src, width: 1200, height: 900, alt: photo.alt, sources: [], ...crop }
  }
  const testimonial = projectTestimonial(values.slug)
  const view: ProjectView = {
    slug: values.slug,
    title: values.title,
    description: values.summary,
    location: values.location,
    tags: doc.tags ?? [],
    storyHtml,
    features: doc.features ?? [],
    stats: doc.stats ?? [],
    gallery: (doc.photos ?? []).map(picture),
    pairs: (doc.pairs ?? []).map((pair) => ({
      before: picture(pair.before),
      after: picture(pair.after),
    })),
    ...(testimonial ? { testimonial } : {}),
  }
  return (
    <PreviewSection note={`As /portfolio/${values.slug || '…'}/ will show it.`}>
      <ProjectDetail
        project={view}
        image={picture(doc.cover)}
        eyebrow="Project"
        actions={projectActions}
      />
    </PreviewSection>
  )
}
