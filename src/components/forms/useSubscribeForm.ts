import { type FormEvent, useEffect, useRef, useState } from 'react'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { typedBeforeHydration } from './earlyInput'
import { fallback } from './fallback'
import { useSubmission } from './useSubmission'
import { emailError } from './validation'

export const SUBSCRIBE_SUCCESS = 'Successfully subscribed!'
export const subscribeFailure = (reason: string) => `Subscription failed: ${reason}`

export function useSubscribeForm(formId: string) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const submission = useSubmission(formId, inputRef)

  // An address typed before hydration would be wiped by the next render: adopt it first.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, ['email']).email
    if (typed) setEmail(typed)
  }, [])

  const onChange = (value: string) => {
    setEmail(value)
    if (error) setError(undefined)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.submitting) return
    const address = email.trim()
    const problem = emailError(address)
    setError(problem)
    if (problem) {
      inputRef.current?.focus()
      return
    }
    void submission.submit(formRef.current, {
      url: leadEndpoints.newsletter,
      body: { email: address },
      successMessage: SUBSCRIBE_SUCCESS,
      failureMessage: subscribeFailure,
      onSuccess: () => setEmail(''),
    })
  }

  const trimmedEmail = email.trim()
  return {
    email,
    error,
    onChange,
    onSubmit,
    formRef,
    inputRef,
    fallback: fallback(
      'Newsletter sign-up',
      `Please add ${trimmedEmail || 'my address'} to your newsletter.`,
    ),
    ...submission,
  }
}
