import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore'
import { useEffect, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import { Offline } from '../store/errors'
import {
  parseResponseTarget,
  RESPONSE_TARGET_COLLECTION,
  RESPONSE_TARGET_DOC,
  type ResponseTargetId,
  responseTargetDocument,
} from './responseTimes'

const DEADLINE_MS = 15_000

/** The owner's response target, live; the default until read, or when it cannot be. */
export function useResponseTarget(firebase: DeskFirebase): {
  target: ResponseTargetId
  read: boolean
} {
  const [state, setState] = useState({ target: parseResponseTarget(undefined), read: false })
  useEffect(
    () =>
      onSnapshot(
        doc(firebase.db, RESPONSE_TARGET_COLLECTION, RESPONSE_TARGET_DOC),
        (snap) => setState({ target: parseResponseTarget(snap.data()), read: true }),
        () => setState((now) => ({ ...now, read: false })),
      ),
    [firebase],
  )
  return state
}

export async function saveResponseTarget(
  { db, auth }: DeskFirebase,
  target: ResponseTargetId,
): Promise<void> {
  if (!navigator.onLine) throw new Offline()
  const uid = auth.currentUser?.uid
  if (!uid) throw new Error('You are signed out: sign in again.')
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The server did not confirm the change in time. Try again.')),
      DEADLINE_MS,
    )
  })
  const write = setDoc(
    doc(db, RESPONSE_TARGET_COLLECTION, RESPONSE_TARGET_DOC),
    responseTargetDocument(target, uid, serverTimestamp()),
  )
  await Promise.race([write, late]).finally(() => clearTimeout(timer))
}
