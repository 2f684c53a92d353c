// @vitest-environment jsdom
import { cleanup, render, screen as shown } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { DeskRoutes, type Screen, screenAt } from './deskRoutes'
import {
  FACTS_PATH,
  leadPath,
  NEW_PROJECT_PATH,
  NEW_REVIEW_PATH,
  PRICES_PATH,
  PROJECTS_PATH,
  projectEditPath,
  REVIEWS_PATH,
  reviewEditPath,
  SUBSCRIBERS_PATH,
  UNDELIVERED_PATH,
  WORK_PATH,
} from './paths'

afterEach(cleanup)

const list = (collection: string) => ({ kind: 'list', collection })
const edit = (collection: string) => ({ kind: 'edit', collection })
const posts = list('posts')

describe('the desk’s routes', () => {
  it('tell the posts from the office, with the id a screen names', () => {
    expect(screenAt('/admin/')).toEqual({ screen: posts, id: null })
    expect(screenAt('/admin/new/')).toEqual({ screen: edit('posts'), id: null })
    expect(screenAt('/admin/edit/abc123/')).toEqual({ screen: edit('posts'), id: 'abc123' })
    expect(screenAt('/admin/leads/')).toEqual({ screen: { kind: 'leads' }, id: null })
    expect(screenAt('/admin/leads')).toEqual({ screen: { kind: 'leads' }, id: null })
    expect(screenAt(WORK_PATH)).toEqual({ screen: { kind: 'work' }, id: null })
    expect(screenAt(SUBSCRIBERS_PATH)).toEqual({ screen: { kind: 'subscribers' }, id: null })
    expect(screenAt(FACTS_PATH)).toEqual({ screen: edit('facts'), id: null })
    expect(screenAt(PRICES_PATH)).toEqual({ screen: edit('prices'), id: null })
    expect(screenAt('/admin/prices')).toEqual({ screen: edit('prices'), id: null })
    expect(screenAt(PROJECTS_PATH)).toEqual({ screen: list('projects'), id: null })
    expect(screenAt(NEW_PROJECT_PATH)).toEqual({ screen: edit('projects'), id: null })
    expect(screenAt(projectEditPath('p1'))).toEqual({ screen: edit('projects'), id: 'p1' })
    expect(screenAt('/admin/projects/a/b/')).toEqual({ screen: posts, id: null })
    expect(screenAt(REVIEWS_PATH)).toEqual({ screen: list('reviews'), id: null })
    expect(screenAt(NEW_REVIEW_PATH)).toEqual({ screen: edit('reviews'), id: null })
    expect(screenAt(reviewEditPath('r1'))).toEqual({ screen: edit('reviews'), id: 'r1' })
    expect(screenAt('/admin/reviews/a/b/')).toEqual({ screen: posts, id: null })
    const id = '0b8a2f6e-3c1d-4e5f-9a7b-123456789abc'
    expect(screenAt(leadPath(id))).toEqual({ screen: { kind: 'lead' }, id })
    expect(UNDELIVERED_PATH).toBe('/admin/leads/?delivery=trouble')
    // Anything else is the list of posts, never a lead with an odd id.
    expect(screenAt('/admin/leads/a%2Fb/')).toEqual({ screen: posts, id: null })
    expect(screenAt('/admin/leads/a/b/')).toEqual({ screen: posts, id: null })
  })

  it('render below the app’s /admin/ routes, as the site’s router mounts the desk', () => {
    const at = (path: string) => {
      const name = (screen: Screen) =>
        'collection' in screen ? `${screen.kind} ${screen.collection}` : screen.kind
      const desk = <DeskRoutes render={(screen, id) => <p>{`${name(screen)} ${id ?? '-'}`}</p>} />
      const router = createMemoryRouter(
        [
          { path: '/admin/', element: desk },
          { path: '/admin/*', element: desk },
        ],
        { initialEntries: [path] },
      )
      render(<RouterProvider router={router} />)
      const text = shown.getByRole('paragraph').textContent
      cleanup()
      return text
    }
    expect(at('/admin/')).toBe('list posts -')
    expect(at('/admin/edit/abc/')).toBe('edit posts abc')
    expect(at('/admin/projects/new/')).toBe('edit projects -')
    expect(at('/admin/reviews/r1')).toBe('edit reviews r1')
    expect(at('/admin/facts/')).toBe('edit facts -')
    expect(at('/admin/leads/work/')).toBe('work -')
    expect(at('/admin/leads/a%2Fb/')).toBe('list posts -')
    expect(at('/admin/nothing/here/')).toBe('list posts -')
  })
})
