import { describe, expect, it, vi } from 'vitest'
import { releaseWhenLoaded } from './AuthImage'

/** An `<img>` as far as releaseWhenLoaded looks at one. */
function image(src: string, complete: boolean) {
  const listeners: Record<string, () => void> = {}
  const element = {
    complete,
    getAttribute: (name: string) => (name === 'src' ? src : null),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener
    },
  } as unknown as HTMLImageElement
  return { element, listeners }
}

describe('an object URL given back', () => {
  it('waits for a picture still to load it, then gives it back on load or failure', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const loading = image('blob:a', false)
    releaseWhenLoaded(loading.element, 'blob:a')
    expect(revoke).not.toHaveBeenCalled()
    loading.listeners.load?.()
    expect(revoke).toHaveBeenCalledWith('blob:a')

    const failing = image('blob:b', false)
    releaseWhenLoaded(failing.element, 'blob:b')
    failing.listeners.error?.()
    expect(revoke).toHaveBeenLastCalledWith('blob:b')
  })

  it('gives it back at once when the picture is done, shows another, or was never drawn', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    releaseWhenLoaded(image('blob:c', true).element, 'blob:c')
    releaseWhenLoaded(image('blob:other', false).element, 'blob:d')
    releaseWhenLoaded(null, 'blob:e')
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:c', 'blob:d', 'blob:e'])
  })
})
