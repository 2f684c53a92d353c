// docs/decisions/0018, 0024.
import { useCallback, useRef, useState } from 'react'
import type { ContentStatus } from '../../content/schema/common'
import type { TestimonialDocument } from '../../content/schema/testimonials'
import type { Stored } from '../content/stored'
import { testimonials } from '../content/stores'
import { useContentForm } from '../content/useContentForm'
import { toEasternInput } from '../eastern'
import type { DeskFirebase } from '../firebase'
import { checkReview, type ReviewValues, reviewValues } from './reviewForm'

/** A review cannot be dated later than today in the business's zone. */
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

  // Refused at once offline, so nothing waits in the SDK's queue to be sent later.
  const online = () => {
    setOffline(!navigator.onLine)
    return navigator.onLine
  }

  const saveAs = (next: ContentStatus, over: Stored<TestimonialDocument> | null = form.stored) => {
    if (!online()) return Promise.resolve()
    status.current = next
    return form.save(over)
  }

  const remove = async () => {
    if (!online()) return false
    await testimonials.remove(firebase, id, form.stored)
    return true
  }

  return { ...form, offline, saveAs, remove }
}
