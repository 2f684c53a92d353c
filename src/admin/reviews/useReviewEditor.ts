/**
 * One review's form on the content forms' machinery (../content/useContentForm.ts: a save is a
 * transaction over the version loaded, a conflict waits for the editor's choice), with Save draft
 * or Publish, refusal while offline before anything is sent, and delete over the version loaded
 * (docs/decisions/0018, 0024).
 */
import { useCallback, useRef, useState } from 'react'
import type { ContentStatus } from '../../content/schema/common'
import type { TestimonialDocument } from '../../content/schema/testimonials'
import type { Stored } from '../content/stored'
import { testimonials } from '../content/stores'
import { useContentForm } from '../content/useContentForm'
import { toEasternInput } from '../eastern'
import type { DeskFirebase } from '../firebase'
import { checkReview, type ReviewValues, reviewValues } from './reviewForm'

/** Today in the business's zone, "2026-11-26": a review cannot be dated later. */
export const easternToday = () => toEasternInput(new Date()).slice(0, 10)

export function useReviewEditor(firebase: DeskFirebase, id: string) {
  const status = useRef<ContentStatus>('draft')
  const [offline, setOffline] = useState(false)
  const check = useCallback(
    (values: ReviewValues, stored: TestimonialDocument | null) =>
      checkReview(values, stored, status.current, easternToday()),
    [],
  )
  const form = useContentForm(firebase, {
    store: testimonials,
    id,
    toValues: reviewValues,
    check,
  })

  /** Refuses at once while offline, so nothing waits in the SDK's queue to be sent later. */
  const online = () => {
    setOffline(!navigator.onLine)
    return navigator.onLine
  }

  /** Saves the form with `next` as its status over `over` (the version it answers). */
  const saveAs = (next: ContentStatus, over: Stored<TestimonialDocument> | null = form.stored) => {
    if (!online()) return Promise.resolve()
    status.current = next
    return form.save(over)
  }

  /** Deletes the review if it is still the version loaded; false when offline. */
  const remove = async () => {
    if (!online()) return false
    await testimonials.remove(firebase, id, form.stored)
    return true
  }

  return { ...form, offline, saveAs, remove }
}
