import { expect, test } from '@playwright/test'
import { builtPagePaths, readBuiltPage } from './support/site'

/** The shape of every pre-rendered file: one root, one document, nothing spliced twice. */
test('every page has exactly one pre-rendered root and one body', { tag: '@once' }, () => {
  for (const path of builtPagePaths()) {
    const html = readBuiltPage(path)
    expect(html.match(/<div id="root"/g)?.length, path).toBe(1)
    expect(html.match(/data-server-rendered="true"/g)?.length, path).toBe(1)
    expect(html.match(/<body[\s>]/g)?.length, path).toBe(1)
    expect(html.match(/<footer[\s>]/g)?.length, path).toBe(1)
  }
})
