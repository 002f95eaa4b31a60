// @vitest-environment node
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createOutboxHandler,
  FORM_PATH,
  LIST_PATH,
  NATIVE_FORM_KEYS,
  OUTBOX_DEFAULTS,
  RECEIPT_PATH,
  returnPath,
  SEND_PATH,
} from '../../../scripts/serve/outbox.mjs'
import { HONEYPOT_NAME, RETURN_FIELD } from '@/config/nativeForm.mjs'

const OUTBOX_MODULE = fileURLToPath(new URL('../../../scripts/serve/outbox.mjs', import.meta.url))

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One HTTP request to the local server (node:http: it sends Host and Origin as given). */
function request(
  port: number,
  {
    method = 'POST',
    path: urlPath = SEND_PATH,
    headers = {},
    body,
  }: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: { Host: `localhost:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const message = (n: number, text = `Message number ${n}`) =>
  JSON.stringify({
    service_id: 'local_outbox',
    template_id: 'contact_form',
    user_id: 'local',
    template_params: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: text },
  })

const send = (port: number, body: string, headers: Record<string, string> = {}) =>
  request(port, { body, headers: { 'Content-Type': 'application/json', ...headers } })

const dirs: string[] = []
const servers: http.Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
  dirs.push(dir)
  return dir
}

/** A server with only the outbox handler on a free port. */
async function startOutbox(options: Partial<Parameters<typeof createOutboxHandler>[0]> = {}) {
  const dir = options.dir ?? tempDir()
  const handle = createOutboxHandler({ ...options, dir })
  const server = http.createServer((req, res) => {
    void handle(req, res).then((handled) => handled || res.writeHead(404).end())
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { dir, port: (server.address() as AddressInfo).port }
}

const messageFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.json'))

describe('the local outbox stores each message whole', () => {
  it('takes 100 posts at once as 100 whole files, each its own', async () => {
    const { dir, port } = await startOutbox({ rateLimit: 1000 })
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => send(port, message(i))))
    expect(replies.map((r) => r.status)).toEqual(Array(100).fill(200))
    const files = messageFiles(dir)
    expect(files).toHaveLength(100)
    const texts = files.map(
      (f) =>
        (
          JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
            template_params: { message: string }
          }
        ).template_params.message,
    )
    expect(new Set(texts).size).toBe(100)
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([])
  })

  it('leaves no partial message when the server is killed while writing', async () => {
    const dir = tempDir()
    // a server of its own, in a process that is killed with SIGKILL mid-stream
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import http from 'node:http'
         import { createOutboxHandler } from ${JSON.stringify(OUTBOX_MODULE)}
         const handle = createOutboxHandler({ dir: ${JSON.stringify(dir)}, rateLimit: 1e6 })
         const server = http.createServer((req, res) => { handle(req, res) })
         server.listen(0, '127.0.0.1', () => console.log(server.address().port))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const port = await new Promise<number>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    )
    const big = 'x'.repeat(200 * 1024)
    let stored = 0
    const flood = Array.from({ length: 8 }, async (_, lane) => {
      for (let i = 0; ; i++) {
        try {
          const reply = await send(port, message(lane * 10_000 + i, big))
          if (reply.status === 200) stored++
        } catch {
          return // the server is gone
        }
      }
    })
    await new Promise((r) => setTimeout(r, 400))
    child.kill('SIGKILL')
    await Promise.all(flood)
    expect(stored).toBeGreaterThan(0)
    const files = messageFiles(dir)
    expect(files.length).toBeGreaterThanOrEqual(stored)
    for (const file of files) {
      const parsed = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        template_params: { message: string }
      }
      expect(parsed.template_params.message).toBe(big)
    }
    // what the killed write left is removed when the outbox starts again, and never listed
    const { port: again } = await startOutbox({ dir })
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([])
    const list = await request(again, { method: 'GET', path: `${LIST_PATH}.json` })
    expect(JSON.parse(list.body)).toHaveLength(files.length)
    expect(list.headers['x-outbox-skipped']).toBeUndefined()
  })
})

describe('a failed write leaves nothing behind', () => {
  afterEach(() => vi.restoreAllMocks())

  it('answers 500 and keeps no half-written file when the disk fills mid-write', async () => {
    const { dir, port } = await startOutbox()
    const write = fs.writeFileSync.bind(fs)
    // the disk is full after half the message: the bytes so far land, then ENOSPC
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data, ...rest) => {
      const text = String(data)
      write(file, text.slice(0, text.length / 2), ...rest)
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reply = await send(port, message(1))
    expect(reply.status).toBe(500)
    expect(reply.body).toBe('The local outbox could not store the message')
    expect(fs.readdirSync(dir)).toEqual([])
  })
})

describe('the listing never fails', () => {
  it('skips an unreadable file and names it, in the HTML and the JSON', async () => {
    const { dir, port } = await startOutbox()
    expect((await send(port, message(1))).status).toBe(200)
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"id": "half a fi')
    fs.writeFileSync(path.join(dir, 'other.json'), '{"not": "a message"}')
    const html = await request(port, { method: 'GET', path: LIST_PATH })
    expect(html.status).toBe(200)
    expect(html.body).toContain('Visitor 1')
    expect(html.body).toMatch(/2 file\(s\) in the outbox could not be read/)
    expect(html.body).toContain('<code>broken.json</code>')
    expect(html.body).toContain('<code>other.json</code>')
    const json = await request(port, { method: 'GET', path: `${LIST_PATH}.json` })
    expect(json.status).toBe(200)
    expect(JSON.parse(json.body)).toHaveLength(1)
    expect(json.headers['x-outbox-skipped']).toBe('other.json, broken.json')
  })

  it("is sent with the site's guard headers: a CSP that runs nothing and frames nowhere, nosniff", async () => {
    const { port } = await startOutbox()
    for (const listPath of [LIST_PATH, `${LIST_PATH}.json`]) {
      const reply = await request(port, { method: 'GET', path: listPath })
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'")
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
      expect(reply.headers['x-frame-options']).toBe('DENY')
    }
  })
})

describe('the local outbox is bounded', () => {
  it('refuses a 1 MB body with 413 (and the client gets the answer)', async () => {
    const { dir, port } = await startOutbox()
    const huge = message(1, 'y'.repeat(1024 * 1024))
    const reply = await send(port, huge)
    expect(reply.status).toBe(413)
    expect(reply.body).toContain(`the limit is ${OUTBOX_DEFAULTS.maxBodyBytes} bytes`)
    // sent in chunks, without a length up front
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: SEND_PATH,
          headers: { Host: `localhost:${port}`, 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      for (let i = 0; i < 16; i++) req.write('z'.repeat(64 * 1024))
      req.end()
    })
    expect(chunked).toBe(413)
    expect(fs.existsSync(dir) ? messageFiles(dir) : []).toEqual([])
  })

  it('answers a flood from one client with 429 and Retry-After, and takes it again after the window', async () => {
    let clock = 1_000_000
    const { dir, port } = await startOutbox({ now: () => clock })
    const replies = []
    for (let i = 0; i < OUTBOX_DEFAULTS.rateLimit + 5; i++)
      replies.push(await send(port, message(i)))
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(OUTBOX_DEFAULTS.rateLimit)
    expect(statuses.slice(OUTBOX_DEFAULTS.rateLimit)).toEqual(Array(5).fill(429))
    const refused = replies.at(-1)
    expect(refused?.headers['retry-after']).toBe(String(OUTBOX_DEFAULTS.rateWindowMs / 1000))
    expect(refused?.body).toMatch(/Too many requests/)
    expect(messageFiles(dir)).toHaveLength(OUTBOX_DEFAULTS.rateLimit)
    clock += OUTBOX_DEFAULTS.rateWindowMs
    expect((await send(port, message(999))).status).toBe(200)
  })

  it('stops at its cap with a clear error and overwrites nothing', async () => {
    const { dir, port } = await startOutbox({ maxMessages: 3 })
    for (let i = 0; i < 3; i++) expect((await send(port, message(i))).status).toBe(200)
    const before = Object.fromEntries(
      messageFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
    )
    const full = await send(port, message(3))
    expect(full.status).toBe(507)
    expect(full.body).toMatch(/The local outbox is full \(3 messages/)
    const after = Object.fromEntries(
      messageFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
    )
    expect(after).toEqual(before)
    const bytesCapped = await startOutbox({ maxBytes: 600 })
    expect((await send(bytesCapped.port, message(1))).status).toBe(200)
    expect((await send(bytesCapped.port, message(2))).status).toBe(507)
  })
})

describe("only the site's own origin may use it", () => {
  it('allows CORS for its own origin and no other', async () => {
    const { port } = await startOutbox()
    const own = `http://localhost:${port}`
    const preflight = (origin: string) =>
      request(port, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    expect((await preflight(own)).headers['access-control-allow-origin']).toBe(own)
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses a post from another origin, and a request by a name that is not this machine', async () => {
    const { dir, port } = await startOutbox()
    const foreign = await send(port, message(1), { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    // DNS rebinding: evil.example resolved to 127.0.0.1, so Host and Origin agree with each other
    const rebound = await send(port, message(2), {
      Host: `evil.example:${port}`,
      Origin: `http://evil.example:${port}`,
    })
    expect(rebound.status).toBe(403)
    const listing = await request(port, {
      method: 'GET',
      path: `${LIST_PATH}.json`,
      headers: { Host: `evil.example:${port}` },
    })
    expect(listing.status).toBe(403)
    expect(fs.existsSync(dir) ? messageFiles(dir) : []).toEqual([])
    // the site itself, and a tool without an Origin (curl), are served
    expect((await send(port, message(3), { Origin: `http://localhost:${port}` })).status).toBe(200)
    expect((await send(port, message(4))).status).toBe(200)
  })
})

/** A native form post (what a browser sends when the form's code never runs). */
const postForm = (
  port: number,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  request(port, {
    path: FORM_PATH,
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: `http://localhost:${port}`,
      'Sec-Fetch-Site': 'same-origin',
      Referer: `http://localhost:${port}/contacts`,
      ...headers,
    },
  })

const FILLED = {
  name: 'Līga <b>Ozoliņa</b>',
  email: 'liga@example.lv',
  message: 'We want a chatbot "for bookings" & more.',
  [HONEYPOT_NAME]: '',
}

describe('a form without its code posts to the local outbox', () => {
  it('stores a valid urlencoded post as a JSON send is stored and answers 303 to its receipt, which shows what was sent and leads back', async () => {
    const { dir, port } = await startOutbox()
    const reply = await postForm(port, FILLED)
    expect(reply.status).toBe(303)
    const location = new URL(String(reply.headers.location), `http://localhost:${port}`)
    expect(location.pathname).toBe(RECEIPT_PATH)
    expect(location.searchParams.get('return')).toBe('/contacts')
    const [file] = messageFiles(dir)
    const stored = JSON.parse(fs.readFileSync(path.join(dir, String(file)), 'utf8')) as Record<
      string,
      unknown
    >
    expect(stored).toMatchObject({
      ...NATIVE_FORM_KEYS,
      id: location.searchParams.get('id'),
      template_params: {
        name: FILLED.name,
        email: FILLED.email,
        message: FILLED.message,
      },
    })
    const listed = await request(port, { method: 'GET', path: `${LIST_PATH}.json` })
    expect(JSON.parse(listed.body)).toEqual([stored])

    const receipt = await request(port, {
      method: 'GET',
      path: `${location.pathname}${location.search}`,
    })
    expect(receipt.status).toBe(200)
    expect(receipt.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(receipt.body).toContain('your message was received')
    expect(receipt.body).toContain('Līga &lt;b&gt;Ozoliņa&lt;/b&gt;')
    expect(receipt.body).toContain('We want a chatbot &quot;for bookings&quot; &amp; more.')
    expect(receipt.body).not.toContain('<b>')
    expect(receipt.body).toContain('<a class="button" href="/contacts">Back to the page</a>')
    expect(receipt.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('answers a missing or malformed field with a readable page (200) that keeps every value, and stores nothing', async () => {
    const { dir, port } = await startOutbox()
    const missing = await postForm(port, { ...FILLED, name: '  ', message: '' })
    expect(missing.status).toBe(200)
    expect(missing.headers['x-outbox-problem']).toBe('invalid')
    expect(missing.body).toContain('Please fill in the name field.')
    expect(missing.body).toContain('Please fill in the message field.')
    expect(missing.body).toContain('value="liga@example.lv"')
    // the form again, to correct and send, leading back where the visitor came from
    expect(missing.body).toContain(`<form method="post" action="${FORM_PATH}">`)
    expect(missing.body).toContain(`name="${RETURN_FIELD}" value="/contacts"`)

    const malformed = await postForm(port, { ...FILLED, email: 'liga@localhost' })
    expect(malformed.status).toBe(200)
    expect(malformed.body).toContain('&quot;liga@localhost&quot; is not an e-mail address')
    expect(malformed.body).toContain('value="Līga &lt;b&gt;Ozoliņa&lt;/b&gt;"')
    expect(malformed.body).toContain(
      '<textarea id="message" name="message" required rows="5">We want a chatbot &quot;for bookings&quot; &amp; more.</textarea>',
    )
    expect(fs.existsSync(dir) ? messageFiles(dir) : []).toEqual([])

    // sent again from that page (its address is the Referer now): back to where it began
    const again = await postForm(
      port,
      { ...FILLED, [RETURN_FIELD]: '/contacts' },
      { Referer: `http://localhost:${port}${FORM_PATH}` },
    )
    expect(again.status).toBe(303)
    expect(new URL(String(again.headers.location), 'http://x').searchParams.get('return')).toBe(
      '/contacts',
    )
    expect(messageFiles(dir)).toHaveLength(1)
  })

  it('tells a bot that fills the honeypot it succeeded, and stores nothing', async () => {
    const { dir, port } = await startOutbox()
    const reply = await postForm(port, { ...FILLED, [HONEYPOT_NAME]: 'https://spam.example' })
    expect(reply.status).toBe(303)
    const location = String(reply.headers.location)
    expect(location).toBe(`${RECEIPT_PATH}?return=%2Fcontacts`)
    expect(fs.existsSync(dir) ? messageFiles(dir) : []).toEqual([])
    const receipt = await request(port, { method: 'GET', path: location })
    expect(receipt.status).toBe(200)
    expect(receipt.body).toContain('your message was received')
    expect(receipt.body).not.toContain(FILLED.email)
  })

  it('refuses a post from another origin or site, by another name, method or body type', async () => {
    const { dir, port } = await startOutbox()
    const foreign = await postForm(port, FILLED, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(foreign.status).toBe(403)
    // an Origin a browser hides ("null") is no proof of the site
    expect((await postForm(port, FILLED, { Origin: 'null' })).status).toBe(403)
    expect((await postForm(port, FILLED, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    const rebound = await postForm(port, FILLED, {
      Host: `evil.example:${port}`,
      Origin: `http://evil.example:${port}`,
    })
    expect(rebound.status).toBe(403)
    expect((await request(port, { method: 'GET', path: FORM_PATH })).status).toBe(405)
    const json = await request(port, {
      path: FORM_PATH,
      body: JSON.stringify(FILLED),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(json.status).toBe(415)
    expect(fs.existsSync(dir) ? messageFiles(dir) : []).toEqual([])
  })

  it('leads back only to a path of the site itself: never another origin, never the outbox', async () => {
    const host = 'localhost:4173'
    expect(returnPath('/contacts', host)).toBe('/contacts')
    expect(returnPath('/ai-solutions?x=1#form', host)).toBe('/ai-solutions?x=1')
    expect(returnPath('http://localhost:4173/lv', host)).toBe('/lv')
    for (const foreign of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'https://evil.example/contacts',
      'http://localhost:4174/contacts',
      'javascript:alert(1)',
      'contacts',
      '',
      undefined,
      FORM_PATH,
      `${LIST_PATH}.json`,
    ])
      expect(returnPath(foreign, host)).toBeNull()

    const { port } = await startOutbox()
    const fromElsewhere = await postForm(port, FILLED, {
      Referer: 'https://evil.example/page',
    })
    expect(
      new URL(String(fromElsewhere.headers.location), 'http://x').searchParams.get('return'),
    ).toBe('/')
    const receipt = await request(port, {
      method: 'GET',
      path: `${RECEIPT_PATH}?return=${encodeURIComponent('https://evil.example/')}`,
    })
    expect(receipt.body).toContain('<a class="button" href="/">Back to the page</a>')
    expect(receipt.body).not.toContain('evil.example')
  })

  it('keeps every value on a page (200) when the rate limit, the cap or the body size stops a post', async () => {
    const throttled = await startOutbox({ rateLimit: 1 })
    expect((await postForm(throttled.port, FILLED)).status).toBe(303)
    const second = await postForm(throttled.port, FILLED)
    expect(second.status).toBe(200)
    expect(second.headers['x-outbox-problem']).toBe('throttled')
    expect(second.body).toMatch(/Too many requests: at most 1 messages a minute/)
    expect(second.body).toContain('value="liga@example.lv"')
    expect(messageFiles(throttled.dir)).toHaveLength(1)

    const capped = await startOutbox({ maxMessages: 0 })
    const full = await postForm(capped.port, FILLED)
    expect(full.status).toBe(200)
    expect(full.headers['x-outbox-problem']).toBe('full')
    expect(full.body).toContain('The local outbox is full')
    expect(full.body).toContain('value="liga@example.lv"')

    const small = await startOutbox({ maxBodyBytes: 64 })
    const large = await postForm(small.port, { ...FILLED, message: 'x'.repeat(200) })
    expect(large.status).toBe(200)
    expect(large.headers['x-outbox-problem']).toBe('too-large')
    expect(large.body).toContain('your browser keeps what you typed')
    expect(large.body).toContain('href="/contacts"')
    expect(fs.existsSync(small.dir) ? messageFiles(small.dir) : []).toEqual([])
  })
})
