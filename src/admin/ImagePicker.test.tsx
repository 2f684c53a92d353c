// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DeskFirebase } from './firebase'
import { ImagePicker } from './ImagePicker'

describe('ImagePicker', () => {
  it('gives back the address and alt text', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true
    }
    globalThis.fetch = vi.fn(async () => new Response('[]')) as typeof fetch
    const onPick = vi.fn()
    const onClose = vi.fn()
    render(
      <form>
        <ImagePicker
          firebase={{ settings: {} } as DeskFirebase}
          title="Insert"
          confirmLabel="Insert image"
          initial={{ src: '', alt: '' }}
          onPick={onPick}
          onClose={onClose}
        />
      </form>,
    )
    fireEvent.change(screen.getByLabelText('Image address'), { target: { value: '/a.svg' } })
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A' } })
    fireEvent.click(screen.getByRole('button', { name: 'Insert image', hidden: true }))
    expect(onClose).not.toHaveBeenCalled()
    expect(onPick).toHaveBeenCalledWith({ src: '/a.svg', alt: 'A' })
  })
})
