import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  matchRule,
  nginxRoutes,
  parseRedirects,
  redirectsFile,
} from '../../../scripts/shared/rewrites.mjs'
import { pageFile, pageRoute } from '../../../scripts/shared/pages.mjs'
import { fileFor } from '../../../scripts/serve/serve.mjs'
import { prerenderPaths, rewrites } from '../../../src/app/prerender'

const clinic = '/cases/medical-clinic-chatbot'
const knownCase = '/cases/energy-sector-ai'

describe('the output layout: a page is its path plus .html', () => {
  it('writes every page beside its folder, the root as index.html and /404 as 404.html', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/services')).toBe('services.html')
    expect(pageFile(knownCase)).toBe('cases/energy-sector-ai.html')
    expect(pageFile('/404')).toBe('404.html')
  })

  it('reads every prerendered path back from its file', () => {
    for (const urlPath of prerenderPaths) expect(pageRoute(pageFile(urlPath))).toBe(urlPath)
  })
})

describe('the build rewrites (an unknown case id gets the clinic case)', () => {
  const rules = parseRedirects(redirectsFile(rewrites, prerenderPaths))

  it('has the one rule of the specification, from the case route to the clinic case', () => {
    expect(rewrites).toEqual([{ from: '/cases/:id', to: clinic }])
  })

  it('rewrites one unknown segment to the clinic address, with status 200', () => {
    expect(matchRule(rules, '/cases/foo')).toEqual({ status: 200, to: clinic })
    expect(matchRule(rules, '/cases/%E2%9C%93')).toEqual({ status: 200, to: clinic })
    expect(matchRule(rules, '/cases/foo/bar')).toBeNull()
    expect(matchRule(rules, '/cases')).toBeNull()
    expect(matchRule(rules, '/casesfoo/x')).toBeNull()
    expect(matchRule(rules, '/services')).toBeNull()
  })

  it('keeps a known case on its own page first (Cloudflare Pages applies a rule over a file)', () => {
    expect(matchRule(rules, knownCase)).toEqual({ status: 200, to: knownCase })
  })

  it('redirects the trailing-slash form to the address without it, the id kept', () => {
    expect(matchRule(rules, '/cases/foo/')).toEqual({ status: 301, to: '/cases/foo' })
  })

  it('refuses a rule it would not apply the way a host does', () => {
    expect(() => parseRedirects('/old /new 302')).toThrow(/line 1: expected "from to 200\|301"/)
  })

  it('writes the nginx location with the file first and the clinic page as the fallback', () => {
    expect(nginxRoutes(rewrites)).toContain(
      `location ~ ^/cases/[^/]+$ {\n  try_files $uri $uri.html ${clinic}.html;\n}`,
    )
  })
})

describe('npm start answers a path with its file, a rewrite, a redirect or the 404 page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  fs.mkdirSync(path.join(root, 'cases'), { recursive: true })
  for (const urlPath of ['/', '/404', '/cases', clinic, knownCase])
    fs.writeFileSync(path.join(root, pageFile(urlPath)), urlPath)
  const rules = parseRedirects(redirectsFile(rewrites, prerenderPaths))
  const answer = (pathname: string) => {
    const { file, status, location } = fileFor(root, rules, pathname)
    return file ? [path.relative(root, file), status] : [location, status]
  }

  it('serves a page its own file at its address', () => {
    expect(answer('/')).toEqual(['index.html', 200])
    expect(answer('/cases')).toEqual(['cases.html', 200])
    expect(answer(knownCase)).toEqual(['cases/energy-sector-ai.html', 200])
  })

  it('serves an unknown case id the clinic page with status 200', () => {
    expect(answer('/cases/foo')).toEqual(['cases/medical-clinic-chatbot.html', 200])
  })

  it('redirects an address with a trailing slash to the one without', () => {
    expect(answer('/cases/')).toEqual(['/cases', 301])
    expect(answer('/cases/foo/')).toEqual(['/cases/foo', 301])
  })

  it('serves anything else unknown the 404 page with status 404', () => {
    expect(answer('/cases/foo/bar')).toEqual(['404.html', 404])
    expect(answer('/nope')).toEqual(['404.html', 404])
  })
})
