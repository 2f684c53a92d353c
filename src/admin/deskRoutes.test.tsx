// @vitest-environment jsdom
import { cleanup, render, screen as shown } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { DeskRoutes, screenAt } from './deskRoutes'
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
  UNDELIVERED_PATH,
  WORK_PATH,
} from './paths'

afterEach(cleanup)

describe('the desk’s routes', () => {
  it('tell the posts from the office, with the id a screen names', () => {
    expect(screenAt('/admin/')).toEqual({ screen: 'posts', id: null })
    expect(screenAt('/admin/new/')).toEqual({ screen: 'post', id: null })
    expect(screenAt('/admin/edit/abc123/')).toEqual({ screen: 'post', id: 'abc123' })
    expect(screenAt('/admin/leads/')).toEqual({ screen: 'leads', id: null })
    expect(screenAt('/admin/leads')).toEqual({ screen: 'leads', id: null })
    expect(screenAt(WORK_PATH)).toEqual({ screen: 'work', id: null })
    expect(screenAt(FACTS_PATH)).toEqual({ screen: 'facts', id: null })
    expect(screenAt(PRICES_PATH)).toEqual({ screen: 'prices', id: null })
    expect(screenAt('/admin/prices')).toEqual({ screen: 'prices', id: null })
    expect(screenAt(PROJECTS_PATH)).toEqual({ screen: 'projects', id: null })
    expect(screenAt(NEW_PROJECT_PATH)).toEqual({ screen: 'project', id: null })
    expect(screenAt(projectEditPath('p1'))).toEqual({ screen: 'project', id: 'p1' })
    expect(screenAt('/admin/projects/a/b/')).toEqual({ screen: 'posts', id: null })
    expect(screenAt(REVIEWS_PATH)).toEqual({ screen: 'reviews', id: null })
    expect(screenAt(NEW_REVIEW_PATH)).toEqual({ screen: 'review', id: null })
    expect(screenAt(reviewEditPath('r1'))).toEqual({ screen: 'review', id: 'r1' })
    expect(screenAt('/admin/reviews/a/b/')).toEqual({ screen: 'posts', id: null })
    const id = '0b8a2f6e-3c1d-4e5f-9a7b-123456789abc'
    expect(screenAt(leadPath(id))).toEqual({ screen: 'lead', id })
    expect(UNDELIVERED_PATH).toBe('/admin/leads/?delivery=trouble')
    // Anything else is the list of posts, never a lead with an odd id.
    expect(screenAt('/admin/leads/a%2Fb/')).toEqual({ screen: 'posts', id: null })
    expect(screenAt('/admin/leads/a/b/')).toEqual({ screen: 'posts', id: null })
  })

  it('render below the app’s /admin/ routes, as the site’s router mounts the desk', () => {
    const at = (path: string) => {
      const desk = <DeskRoutes render={(screen, id) => <p>{`${screen} ${id ?? '-'}`}</p>} />
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
    expect(at('/admin/')).toBe('posts -')
    expect(at('/admin/edit/abc/')).toBe('post abc')
    expect(at('/admin/projects/new/')).toBe('project -')
    expect(at('/admin/reviews/r1')).toBe('review r1')
    expect(at('/admin/leads/work/')).toBe('work -')
    expect(at('/admin/leads/a%2Fb/')).toBe('posts -')
    expect(at('/admin/nothing/here/')).toBe('posts -')
  })
})
