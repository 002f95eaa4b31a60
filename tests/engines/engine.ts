// One small driver over the two engines Playwright cannot bring here (README "Supported browsers"): Firefox ESR
// over WebDriver BiDi (puppeteer-core) and WebKitGTK's MiniBrowser over WebDriver
// (WebKitWebDriver, selenium-webdriver) on a virtual display. The tests in this folder speak only
// this interface, so each runs the same steps in both engines.
import { spawn, type ChildProcess } from 'node:child_process'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Builder, By, Key, Origin, type WebDriver } from 'selenium-webdriver'
import {
  findFirefox,
  findMiniBrowser,
  findWebKitDriver,
  findXvfb,
} from '../../scripts/provision/engines.mjs'
import { freePort } from '../shared/freePort'

export type EngineName = 'gecko' | 'webkit'

export interface Engine {
  name: EngineName
  /** loads a path of the site and waits for its load event */
  goto(path: string): Promise<void>
  /** runs an async function body in the page and returns its (JSON) result */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** a real click on the first element matching a CSS selector */
  click(selector: string): Promise<void>
  /** types into the first element matching a CSS selector */
  type(selector: string, text: string): Promise<void>
  /** presses Escape */
  pressEscape(): Promise<void>
  /** moves the mouse pointer to a point of the viewport */
  movePointer(x: number, y: number): Promise<void>
  /** turns the mouse wheel by `deltaY` px with the pointer at a point of the viewport */
  wheel(x: number, y: number, deltaY: number): Promise<void>
  /** the viewport's inner size (the window is sized to give it) */
  setViewport(width: number, height: number): Promise<void>
  /** the alerts shown since the last call, each accepted */
  takeAlerts(): Promise<string[]>
  /** errors the page reported (window errors, rejections, console.error) since the last call */
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

/** Collects the page's errors from its first script on (a page script may not see them all). */
const ERROR_HOOK = `
  if (!window.__engineErrors) {
    window.__engineErrors = []
    const push = (e) => window.__engineErrors.push(String(e))
    addEventListener('error', (e) => push(e.message || e))
    addEventListener('unhandledrejection', (e) => push(e.reason && (e.reason.stack || e.reason)))
    const original = console.error
    console.error = (...args) => { push(args.map(String).join(' ')); original.apply(console, args) }
  }
`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries an action that fails while the page settles (WebKit: "element not interactable"). */
async function retry<T>(action: () => Promise<T>, tries = 20): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await action()
    } catch (error) {
      if (i >= tries) throw error
      await sleep(150)
    }
  }
}

async function launchGecko(base: string): Promise<Engine> {
  const executablePath = findFirefox()
  if (!executablePath) throw new Error('no Firefox: run node scripts/provision/ensure-engines.mjs')
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
  })
  const page: Page = await browser.newPage()
  const alerts: string[] = []
  const errors: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.evaluateOnNewDocument(ERROR_HOOK)
  const run = <T>(body: string, ...args: unknown[]) =>
    page.evaluate(`(async (...args) => { ${body} })(...${JSON.stringify(args)})`) as Promise<T>
  return {
    name: 'gecko',
    async goto(path) {
      await page.goto(base + path, { waitUntil: 'load' })
    },
    run,
    async click(selector) {
      await retry(() => page.click(selector))
    },
    async type(selector, text) {
      await retry(() => page.type(selector, text))
    },
    async pressEscape() {
      await page.keyboard.press('Escape')
    },
    async movePointer(x, y) {
      await page.mouse.move(x, y)
    },
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y)
      await page.mouse.wheel({ deltaY })
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height })
    },
    async takeAlerts() {
      return alerts.splice(0)
    },
    async takeErrors() {
      const inPage = await run<string[]>('return (window.__engineErrors || []).splice(0)')
      return [...errors.splice(0), ...inPage]
    },
    async close() {
      await browser.close()
    },
  }
}

async function launchWebKit(base: string, { waitForLoad = true }: LaunchOptions): Promise<Engine> {
  const driverPath = findWebKitDriver()
  const binary = findMiniBrowser()
  if (!driverPath || !binary)
    throw new Error('no WebKit: run node scripts/provision/ensure-engines.mjs')
  const children: ChildProcess[] = []
  const env = { ...process.env }
  // MiniBrowser needs a display: a virtual one when the machine has none
  if (!env.DISPLAY) {
    const xvfb = findXvfb()
    if (!xvfb)
      throw new Error('no display and no Xvfb: run node scripts/provision/ensure-engines.mjs')
    const display = `:${90 + Math.floor(Math.random() * 400)}`
    children.push(spawn(xvfb, [display, '-screen', '0', '1600x1000x24', '-nolisten', 'tcp']))
    env.DISPLAY = display
    await sleep(500)
  }
  const port = await freePort()
  children.push(spawn(driverPath, [`--port=${port}`], { env, stdio: 'ignore' }))
  await sleep(500)
  const driver: WebDriver = await retry(
    () =>
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          unhandledPromptBehavior: 'ignore',
          // 'none': commands do not wait for a page's load event (which a held chunk holds back)
          pageLoadStrategy: waitForLoad ? 'normal' : 'none',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        })
        .build(),
    10,
  )
  const run = async <T>(body: string, ...args: unknown[]): Promise<T> => {
    const result = (await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       (async (...args) => { ${body} })(...${JSON.stringify(args)})
         .then((value) => done({ value: value === undefined ? null : value }),
               (error) => done({ error: String((error && error.stack) || error) }))`,
    )) as { value?: T; error?: string }
    if (result.error) throw new Error(result.error)
    return result.value as T
  }
  const alerts: string[] = []
  let wheelY = 0
  /** an open alert blocks the page: read and accept it before anything else */
  const acceptAlert = async () => {
    try {
      const alert = await driver.switchTo().alert()
      alerts.push(await alert.getText())
      await alert.accept()
      return true
    } catch {
      return false
    }
  }
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 })
  return {
    name: 'webkit',
    async goto(path) {
      await acceptAlert()
      await driver.get(base + path)
      // classic WebDriver has no init script: the hook goes in as soon as the page has loaded
      await driver.executeScript(ERROR_HOOK)
    },
    run,
    async click(selector) {
      await retry(async () => {
        const element = await driver.findElement(By.css(selector))
        await driver.executeScript(
          'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
          element,
        )
        await element.click()
      })
    },
    async type(selector, text) {
      await retry(() => driver.findElement(By.css(selector)).sendKeys(text))
    },
    async pressEscape() {
      await driver.actions().sendKeys(Key.ESCAPE).perform()
    },
    async movePointer(x, y) {
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).perform()
    },
    async wheel(x, y, deltaY) {
      // WebKitWebDriver reads a wheel action's delta as the wheel's position since the session
      // began (a second turn by the same delta scrolls nothing): it is given the running sum
      wheelY += deltaY
      // selenium-webdriver has Actions.scroll (a wheel action); its typings do not, yet
      const actions = driver.actions() as unknown as {
        scroll(x: number, y: number, deltaX: number, deltaY: number): { perform(): Promise<void> }
      }
      await actions.scroll(x, y, 0, wheelY).perform()
    },
    async setViewport(width, height) {
      // the window's frame takes some room: size it, then correct by what the page reports
      await driver.manage().window().setRect({ width, height })
      for (let i = 0; i < 3; i++) {
        const inner = await run<{ w: number; h: number }>(
          'return { w: innerWidth, h: innerHeight }',
        )
        if (inner.w === width && inner.h === height) return
        const rect = await driver.manage().window().getRect()
        await driver
          .manage()
          .window()
          .setRect({ width: rect.width + width - inner.w, height: rect.height + height - inner.h })
        await sleep(200)
      }
    },
    async takeAlerts() {
      while (await acceptAlert());
      return alerts.splice(0)
    },
    async takeErrors() {
      return run<string[]>('return (window.__engineErrors || []).splice(0)')
    },
    async close() {
      await driver.quit().catch(() => {})
      for (const child of children) child.kill()
    },
  }
}

/** Starts an engine against the site at `base` (http://127.0.0.1:port). */
export interface LaunchOptions {
  /**
   * Whether a navigation waits for the page's load event before the next command (the default).
   * Off, the test sees the page while a chunk is still held, which the load event waits for.
   * Gecko's driver (BiDi) never waits for it after a script's navigation, so it ignores this.
   */
  waitForLoad?: boolean
}

export function launch(
  name: EngineName,
  base: string,
  options: LaunchOptions = {},
): Promise<Engine> {
  return name === 'gecko' ? launchGecko(base) : launchWebKit(base, options)
}

/** Polls an async page function until it returns something truthy, or fails with `what`. */
export async function waitFor<T>(
  engine: Engine,
  body: string,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < until) {
    try {
      last = await engine.run<T>(body)
    } catch (error) {
      // a poll in flight when the page navigates (a wait for the next page) loses its frame:
      // WebKit's driver says so (NoSuchFrameError, "not called before the unload event"); poll again
      if ((error as Error).name !== 'NoSuchFrameError') throw error
      last = undefined
    }
    if (last) return last
    await sleep(100)
  }
  throw new Error(`${engine.name}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`)
}
