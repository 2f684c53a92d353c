// The photo library's requests: GET /api/media/ and DELETE /api/media/{hash}/, with the editor's
// token (server/media/handler.ts; docs/decisions/0041-published-photos.md).

import { formatEastern } from '../eastern'
import type { DeskFirebase } from '../firebase'
import { MEDIA_ENDPOINT } from '../media/send'
import { idToken } from '../media/token'

export interface PhotoUse {
  collection: string
  id: string
  title: string
  alts: string[]
  live: boolean
  deleted: boolean
}

export interface LibraryPhoto {
  hash: string
  src: string
  type: string
  size: number
  uploadedAt: string
  uses: PhotoUse[]
}

const UNREACHABLE = 'The site did not answer: check the connection, then try again.'

async function ask(firebase: Pick<DeskFirebase, 'auth'>, path: string, init: RequestInit = {}) {
  const headers = { authorization: `Bearer ${await idToken(firebase)}` }
  let response: Response
  try {
    response = await fetch(path, { ...init, headers })
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error
    throw new Error(UNREACHABLE)
  }
  const body = (await response.json().catch(() => ({}))) as { error?: unknown }
  if (!response.ok)
    throw new Error(
      typeof body.error === 'string' ? body.error : `The site answered ${response.status}.`,
    )
  return body
}

export async function listLibrary(
  firebase: Pick<DeskFirebase, 'auth'>,
  signal?: AbortSignal,
): Promise<LibraryPhoto[]> {
  const body = await ask(firebase, MEDIA_ENDPOINT, signal ? { signal } : {})
  return (body as { photos?: LibraryPhoto[] }).photos ?? []
}

export async function deleteFromLibrary(
  firebase: Pick<DeskFirebase, 'auth'>,
  hash: string,
): Promise<void> {
  await ask(firebase, `${MEDIA_ENDPOINT}${hash}/`, { method: 'DELETE' })
}

export const firstAlt = (photo: LibraryPhoto): string =>
  photo.uses.flatMap((use) => use.alts).find(Boolean) ?? ''

const NOUN: Record<string, string> = { 'blog-posts': 'Post', projects: 'Project' }

export function placeLabel(use: PhotoUse): string {
  const state = use.deleted ? 'recently deleted' : use.live ? 'published' : 'not published'
  return `${NOUN[use.collection] ?? use.collection} “${use.title}” (${state})`
}

export const uploadedWhen = (photo: LibraryPhoto) => formatEastern(new Date(photo.uploadedAt))
