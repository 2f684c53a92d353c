import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { postJson } from '../../lib/http'
import { leadContext } from '../../lib/leadSource'
import { useFormEntry, useFormsStore } from '../../store/forms'
import { honeypotValue } from './Honeypot'

export interface SubmitOptions {
  url: string
  body: Record<string, string>
  successMessage: string
  failureMessage: (reason: string) => string
  onSuccess?: () => void
}

export function useSubmission(formId: string, focusAfter: RefObject<HTMLElement | null>) {
  const { status, message } = useFormEntry(formId)
  // False while the form is plain HTML the browser validates and posts; true once the app
  // handles the submit (noValidate, data-ready).
  const [enhanced, setEnhanced] = useState(false)
  const refocus = useRef(false)

  useEffect(() => {
    setEnhanced(true)
    // A finished result is not carried to the next page that shows this form.
    return () => useFormsStore.getState().reset(formId)
  }, [formId])

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return
    // Disabling the focused control drops focus to <body>; give it back to the form.
    const active = document.activeElement
    if (refocus.current && (!active || active === document.body)) focusAfter.current?.focus()
    refocus.current = false
  }, [status, focusAfter])

  const submit = useCallback(
    async (form: HTMLFormElement | null, options: SubmitOptions) => {
      const store = useFormsStore.getState()
      if (!store.begin(formId)) return
      refocus.current = Boolean(form?.contains(document.activeElement))
      // A bot sees success, and nothing is sent.
      if (honeypotValue(form)) {
        store.succeed(formId, options.successMessage)
        options.onSuccess?.()
        return
      }
      try {
        await postJson(options.url, { ...options.body, ...leadContext() })
        store.succeed(formId, options.successMessage)
        options.onSuccess?.()
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        store.fail(formId, options.failureMessage(reason))
      }
    },
    [formId],
  )

  return { status, message, enhanced, submitting: status === 'submitting', submit }
}
