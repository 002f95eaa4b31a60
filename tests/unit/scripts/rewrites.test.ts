import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  nginxRoutes,
  parseRedirects,
  redirectsFile,
  rewriteTarget,
} from '../../../scripts/shared/rewrites.mjs'
import { fileFor } from '../../../scripts/serve/serve.mjs'
import { rewrites } from '../../../src/app/prerender'

const clinic = '/cases/medical-clinic-chatbot'

describe('the build rewrites (an unknown case id gets the clinic case)', () => {
  it('has the one rule of the specification, from the case route to the clinic case', () => {
    expect(rewrites).toEqual([{ from: '/cases/:id', to: clinic }])
  })

  it('round-trips through _redirects and matches one segment, with or without a trailing slash', () => {
    const rules = parseRedirects(redirectsFile(rewrites))
    expect(rewriteTarget(rules, '/cases/foo')).toBe(`${clinic}/index.html`)
    expect(rewriteTarget(rules, '/cases/foo/')).toBe(`${clinic}/index.html`)
    expect(rewriteTarget(rules, '/cases/%E2%9C%93')).toBe(`${clinic}/index.html`)
    expect(rewriteTarget(rules, '/cases/foo/bar')).toBeNull()
    expect(rewriteTarget(rules, '/cases')).toBeNull()
    expect(rewriteTarget(rules, '/casesfoo/x')).toBeNull()
    expect(rewriteTarget(rules, '/services')).toBeNull()
  })

  it('refuses a rule it would not apply the way a host does', () => {
    expect(() => parseRedirects('/old /new 301')).toThrow(/line 1: expected "from to 200"/)
  })

  it('writes the nginx location with the file first and the clinic page as the fallback', () => {
    expect(nginxRoutes(rewrites)).toContain(
      `location ~ ^/cases/[^/]+/?$ {\n  try_files $uri $uri/index.html ${clinic}/index.html;\n}`,
    )
  })
})

describe('npm start answers a path with its file, a rewrite, or the 404 page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  for (const dir of ['', 'cases', 'cases/medical-clinic-chatbot', 'cases/energy-sector-ai'])
    fs.mkdirSync(path.join(root, dir), { recursive: true })
  for (const file of [
    '404.html',
    'cases/index.html',
    'cases/medical-clinic-chatbot/index.html',
    'cases/energy-sector-ai/index.html',
  ])
    fs.writeFileSync(path.join(root, file), file)
  const rules = parseRedirects(redirectsFile(rewrites))
  const answer = (pathname: string) => {
    const { file, status } = fileFor(root, rules, pathname)
    return [path.relative(root, file), status]
  }

  it('serves a known case its own page (a file wins over a rule)', () => {
    expect(answer('/cases/energy-sector-ai')).toEqual(['cases/energy-sector-ai/index.html', 200])
  })

  it('serves an unknown case id the clinic page with status 200', () => {
    expect(answer('/cases/foo')).toEqual(['cases/medical-clinic-chatbot/index.html', 200])
  })

  it('serves anything else unknown the 404 page with status 404', () => {
    expect(answer('/cases/foo/bar')).toEqual(['404.html', 404])
    expect(answer('/nope')).toEqual(['404.html', 404])
  })
})
