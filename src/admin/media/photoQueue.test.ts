import { describe, expect, it, vi } from 'vitest'
import { createPhotoQueue } from './photoQueue'
import type { UploadedPhoto } from './send'

const file = (name: string) => new File([name], name, { type: 'image/jpeg' })
const stored = (name: string): UploadedPhoto => ({
  hash: name,
  src: `/api/media/${name}`,
  type: 'image/jpeg',
  width: 1,
  height: 1,
})

describe('the photo queue', () => {
  it('sends each photo with its own progress, keeps a failed one for its retry, and loses none', async () => {
    const progress: Record<string, number[]> = {}
    let fail = true
    const prepare = vi.fn(async (f: File) => new Blob([`small ${f.name}`], { type: 'image/jpeg' }))
    const onDone = vi.fn()
    const queue = createPhotoQueue({
      prepare,
      send: async (photo, onProgress) => {
        const name = (await photo.text()).slice(6)
        onProgress(0.5)
        onProgress(1)
        progress[name] = [...(progress[name] ?? []), 0.5, 1]
        if (name === 'b.jpg' && fail) {
          fail = false
          throw new Error('The photo did not reach the site: check the connection, then retry.')
        }
        return stored(name)
      },
      onDone,
    })
    const [a, b, c] = queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')])
    expect(queue.store.getState().photos.map((p) => p.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ])
    await queue.idle()
    const states = () =>
      Object.fromEntries(queue.store.getState().photos.map((p) => [p.name, [p.state, p.error]]))
    expect(states()).toEqual({
      'a.jpg': ['done', null],
      'b.jpg': ['failed', 'The photo did not reach the site: check the connection, then retry.'],
      'c.jpg': ['done', null],
    })
    expect(onDone.mock.calls.map(([p]) => p.result.src)).toEqual([
      '/api/media/a.jpg',
      '/api/media/c.jpg',
    ])

    queue.retry(a as string) // a stored photo is not sent again
    queue.retry(b as string)
    await queue.idle()
    expect(states()['b.jpg']).toEqual(['done', null])
    expect(progress['b.jpg']).toEqual([0.5, 1, 0.5, 1])
    expect(progress['a.jpg']).toEqual([0.5, 1])
    // Prepared once each: the retry sent the same resized file.
    expect(prepare).toHaveBeenCalledTimes(3)
    queue.remove(c as string)
    expect(queue.store.getState().photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg'])
  })

  it('says in words why a photo could not be prepared, and goes on with the next', async () => {
    const queue = createPhotoQueue({
      prepare: async (f) => {
        if (f.name.endsWith('.heic')) throw new Error('This browser cannot open HEIC photos.')
        return f
      },
      send: async (photo) => stored(String(photo.size)),
    })
    queue.add([file('iphone.heic'), file('fine.jpg')])
    await queue.idle()
    expect(queue.store.getState().photos.map((p) => [p.state, p.error])).toEqual([
      ['failed', 'This browser cannot open HEIC photos.'],
      ['done', null],
    ])
  })
})
