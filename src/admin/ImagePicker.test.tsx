// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DeskFirebase } from './firebase'
import { ImagePicker } from './ImagePicker'

function picker(shows: boolean) {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  // Stubbed, not assigned: the stub ends with the file (src/test/setup.ts).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]')),
  )
  const onPick = vi.fn()
  const onClose = vi.fn()
  const checkImage = vi.fn(async () => shows)
  render(
    <form>
      <ImagePicker
        firebase={{ settings: {} } as DeskFirebase}
        title="Insert"
        confirmLabel="Insert image"
        initial={{ src: '', alt: '' }}
        onPick={onPick}
        onClose={onClose}
        checkImage={checkImage}
      />
    </form>,
  )
  fireEvent.change(screen.getByLabelText('Image address'), { target: { value: '/a.svg' } })
  fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A' } })
  fireEvent.click(screen.getByRole('button', { name: 'Insert image', hidden: true }))
  return { onPick, onClose, checkImage }
}

describe('ImagePicker', () => {
  it('gives back the address and alt text once the address shows a picture', async () => {
    const { onPick, onClose, checkImage } = picker(true)
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ src: '/a.svg', alt: 'A' }))
    expect(checkImage).toHaveBeenCalledWith('/a.svg')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('refuses an address that shows no picture, beside the field', async () => {
    const { onPick } = picker(false)
    await waitFor(() => expect(screen.getByText(/No picture answers at this address/)).toBeTruthy())
    expect(onPick).not.toHaveBeenCalled()
  })
})
