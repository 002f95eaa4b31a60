import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMMAND_FALLBACK_SCRIPT } from '@/app/boot/commandFallback'

// The inline script where a browser lacks Invoker Commands (WebKitGTK 2.50, Safari < 26.2). jsdom
// lacks them too, and the dialog's modal methods: these stand in for the browser's.
const calls: string[] = []
const added: EventListener[] = []
const realAdd = document.addEventListener.bind(document)

beforeEach(() => {
  calls.length = 0
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    calls.push(`showModal ${this.id}`)
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    calls.push(`close ${this.id}`)
    this.removeAttribute('open')
  }
  document.addEventListener = ((type: string, listener: EventListener) => {
    added.push(listener)
    realAdd(type, listener)
  }) as typeof document.addEventListener
  document.body.innerHTML = `
    <button id="open" commandfor="booking" command="show-modal">Get started</button>
    <dialog id="booking"><button id="close" commandfor="booking" command="close">×</button></dialog>
    <button id="disabled" commandfor="booking" command="show-modal" disabled>Off</button>`
})

afterEach(() => {
  document.addEventListener = realAdd
  for (const listener of added.splice(0)) {
    document.removeEventListener('click', listener)
    document.removeEventListener('command', listener, true)
  }
  document.body.innerHTML = ''
})

const run = () => new Function(COMMAND_FALLBACK_SCRIPT)()
const click = (id: string) => document.getElementById(id)!.click()

describe("the Invoker Commands fallback (the page's one inline script)", () => {
  it('opens the dialog a button points at, once, and closes it from its close button', () => {
    run()
    click('open')
    click('open')
    expect(calls).toEqual(['showModal booking'])
    click('close')
    click('close')
    expect(calls).toEqual(['showModal booking', 'close booking'])
  })

  it('leaves a disabled button, and a click something else already handled, alone', () => {
    run()
    click('disabled')
    document.getElementById('open')!.addEventListener('click', (e) => e.preventDefault())
    click('open')
    expect(calls).toEqual([])
  })

  it('does nothing where the browser has Invoker Commands', () => {
    Object.defineProperty(HTMLButtonElement.prototype, 'command', {
      configurable: true,
      value: '',
    })
    try {
      run()
      click('open')
      expect(calls).toEqual([])
    } finally {
      delete (HTMLButtonElement.prototype as { command?: string }).command
    }
  })
})
