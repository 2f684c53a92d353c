import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { SERVICE_SLUGS } from '../../content/schema/common'
import { PROJECT_LIMITS } from '../../content/schema/projects'
import type { CITY_IDS } from '../../content/serviceAreas/types'
import { SERVICE_NAMES } from '../../content/serviceNames'
import { ChoiceField, CITY_CHOICES, cityName } from '../content/ChoiceField'
import { ContentConflict } from '../content/ContentConflict'
import { DraftOrPublish, OfflineNotice } from '../content/DraftOrPublish'
import { projects } from '../content/stores'
import { TextField } from '../content/TextField'
import { describedBy, FieldError } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { HistoryPanel } from '../HistoryPanel'
import { LeaveDialog } from '../LeaveDialog'
import { PROJECTS_PATH, projectEditPath } from '../paths'
import { useLeaveGuard } from '../useLeaveGuard'
import { PhotoCards } from './PhotoCards'
import { ProjectPublished } from './ProjectPublished'
import { ProjectVersion } from './ProjectVersion'
import { projectValues, withTitle } from './projectForm'
import { projectDifferences } from './projectLabels'
import { TextAreaField } from './TextAreaField'
import { useProjectEditor } from './useProjectEditor'

export function ProjectEditor({
  firebase,
  projectId,
}: {
  firebase: DeskFirebase
  projectId: string | null
}) {
  const [id] = useState(() => projectId ?? projects.newId(firebase))
  const navigate = useNavigate()
  const editor = useProjectEditor(firebase, id)
  const [copyProblem, setCopyProblem] = useState('')
  const { values, problems, setValues } = editor
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }))

  // Leaving with changes not saved asks first, as the posts' editor does; the copy's own page
  // (after "Keep mine as a new draft") is left to without asking.
  const [leavingTo, setLeavingTo] = useState<string | null>(null)
  const dirty =
    editor.loading === 'ready' &&
    projectDifferences(values, projectValues(editor.stored?.doc ?? null)).length > 0
  const blocker = useLeaveGuard(dirty && leavingTo === null)
  useEffect(() => {
    if (leavingTo) navigate(leavingTo)
  }, [leavingTo, navigate])

  const saveAs = (status: 'draft' | 'published') => void editor.saveAs(status)
  const storedOnce = editor.stored !== null
  useEffect(() => {
    if (!projectId && storedOnce)
      window.history.replaceState(window.history.state, '', projectEditPath(id))
  }, [projectId, storedOnce, id])

  if (editor.loading === 'loading')
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="font-display text-3xl font-semibold text-forest-950">Project</h1>
        <p role="status" className="mt-4">
          Loading…
        </p>
      </div>
    )
  if (editor.loading !== 'ready')
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="font-display text-3xl font-semibold text-forest-950">Project</h1>
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {editor.loading}
        </p>
      </div>
    )

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <p>
        <Link to={PROJECTS_PATH} className="font-semibold text-forest-900 underline">
          All projects
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-forest-950">
        {editor.stored ? `Edit: ${editor.stored.doc.title}` : 'Add a job'}
      </h1>
      <OfflineNotice noun="project" />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          saveAs('published')
        }}
      >
        <PhotoCards
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
        <DraftOrPublish
          editor={editor}
          onSaveDraft={() => saveAs('draft')}
          published={editor.stored ? <ProjectPublished doc={editor.stored.doc} /> : null}
        />
      </form>
      {editor.notice?.kind === 'conflict' ? (
        <ContentConflict
          noun="project"
          theirs={editor.notice.theirs}
          differs={
            editor.notice.theirs
              ? projectDifferences(values, projectValues(editor.notice.theirs.doc))
              : []
          }
          busy={editor.saving}
          onTakeTheirs={() =>
            editor.takeTheirs(editor.notice?.kind === 'conflict' ? editor.notice.theirs : null)
          }
          onSaveOver={() =>
            void editor.saveAs(
              editor.stored?.doc.status ?? 'draft',
              editor.notice?.kind === 'conflict' ? editor.notice.theirs : null,
            )
          }
          onCopy={() => {
            setCopyProblem('')
            editor.saveCopy().then(
              (copyId) =>
                copyId
                  ? setLeavingTo(projectEditPath(copyId))
                  : setCopyProblem('Your version cannot be saved as it is: see the fields above.'),
              (error: unknown) => setCopyProblem(failureMessage(error, { keptOnDevice: false })),
            )
          }}
        />
      ) : null}
      {copyProblem ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {copyProblem}
        </p>
      ) : null}
      {editor.stored ? (
        <HistoryPanel
          key={editor.stored.updatedAt ?? ''}
          firebase={firebase}
          id={id}
          read={projects.revisions}
          version={(revision) => (
            <ProjectVersion
              revision={revision}
              current={values}
              onRestore={(doc) => setValues({ ...projectValues(doc), slugEdited: true })}
            />
          )}
        />
      ) : null}
      <LeaveDialog blocker={blocker} noun="project" />
    </div>
  )
}
