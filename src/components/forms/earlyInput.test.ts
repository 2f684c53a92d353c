// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { typedBeforeHydration } from './earlyInput'

function form(html: string): HTMLFormElement {
  const element = document.createElement('form')
  element.innerHTML = html
  return element
}

describe('typedBeforeHydration', () => {
  it('reads text, a select and the checked radio of a group, and skips what is empty', () => {
    const found = typedBeforeHydration(
      form(`
        <input name="name" value="Ivy">
        <textarea name="details">Under the oak</textarea>
        <select name="size"><option value="200">200</option><option value="400" selected>400</option></select>
        <input type="radio" name="type" value="patio"><input type="radio" name="type" value="deck" checked>
        <input type="radio" name="option" value="a"><input type="radio" name="option" value="b">
        <input name="email" value="">`),
      ['name', 'details', 'size', 'type', 'option', 'email', 'missing'],
    )
    expect(found).toEqual({ name: 'Ivy', details: 'Under the oak', size: '400', type: 'deck' })
  })

  it('finds nothing without a form', () => {
    expect(typedBeforeHydration(null, ['name'])).toEqual({})
  })
})
