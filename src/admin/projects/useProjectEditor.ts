// docs/decisions/0024.
import { useCallback, useRef, useState } from 'react'
import type { ContentStatus } from '../../content/schema/common'
import type { ProjectDocument } from '../../content/schema/projects'
import type { Stored } from '../content/stored'
import { projects } from '../content/stores'
import { useContentForm } from '../content/useContentForm'
import type { DeskFirebase } from '../firebase'
import { checkProject, type ProjectValues, projectValues } from './projectForm'

export function useProjectEditor(firebase: DeskFirebase, id: string) {
  const status = useRef<ContentStatus>('draft')
  const [offline, setOffline] = useState(false)
  const check = useCallback(
    (values: ProjectValues, stored: ProjectDocument | null) =>
      checkProject(values, stored, status.current),
    [],
  )
  const form = useContentForm(firebase, { store: projects, id, toValues: projectValues, check })

  const saveAs = (next: ContentStatus, over: Stored<ProjectDocument> | null = form.stored) => {
    if (!navigator.onLine) {
      setOffline(true)
      return Promise.resolve()
    }
    setOffline(false)
    status.current = next
    return form.save(over)
  }

  /** Returns the copy's id, or null when refused. */
  const saveCopy = async (): Promise<string | null> => {
    if (!navigator.onLine) {
      setOffline(true)
      return null
    }
    const copy = { ...form.values, slug: `${form.values.slug}-copy`.slice(0, 100) }
    const checked = checkProject(copy, form.stored?.doc ?? null, 'draft')
    if ('problems' in checked) return null
    const copyId = projects.newId(firebase)
    await projects.save(firebase, copyId, null, checked.doc)
    return copyId
  }

  return { ...form, offline, saveAs, saveCopy }
}
