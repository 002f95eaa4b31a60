import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRef, type RefObject } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '@/dialogs/modal'
import { useModalDialog } from '@/dialogs/useModalDialog'
import { FakeObserver, stubIntersectionObserver } from '../support/intersection'

// jsdom has <dialog> but not its modal methods: these stand in for the browser's (the real ones
// run in tests/e2e and tests/engines). Like the browser's, they set and remove `open`.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  if (this.open) throw new DOMException('already open', 'InvalidStateError')
  this.setAttribute('open', '')
})
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open')
})

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = showModal
  HTMLDialogElement.prototype.close = close
  showModal.mockClear()
  close.mockClear()
})

/** A dialog and two buttons of the app: the element alone says whether it is open. */
function Modal({
  isOpenOnMount = false,
  onClose,
  returnFocusTo,
}: {
  isOpenOnMount?: boolean
  onClose?: () => void
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const { ref, close: closeByApp } = useModalDialog({ isOpenOnMount, onClose, returnFocusTo })
  return (
    <>
      <button type="button" onClick={() => openModal(ref.current!)}>
        Open by the app
      </button>
      <button type="button" onClick={closeByApp}>
        Close by the app
      </button>
      <dialog ref={ref} aria-label="Modal">
        <button type="button">Close</button>
        <input aria-label="Name" data-autofocus="" />
      </dialog>
    </>
  )
}

const dialogElement = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement
/** The observer that follows the element reports after a microtask. */
const settle = () => act(() => Promise.resolve())

describe('useModalDialog: the one modal mechanism (popups, the phone menu)', () => {
  it('opens the dialog as a modal when the app asks, focuses its [data-autofocus] element, and closes it', async () => {
    render(<Modal />)
    expect(dialogElement()).not.toHaveAttribute('open')
    act(() => screen.getByText('Open by the app').click())
    await settle()
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialogElement()).toHaveAttribute('open')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    act(() => screen.getByText('Close by the app').click())
    expect(dialogElement()).not.toHaveAttribute('open')
  })

  it('adopts a dialog the browser opened before the app: it stays open, is not opened twice, focus stays', async () => {
    const onClose = vi.fn()
    // the prerendered page, and a tap on the dialog's command button before hydration
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Modal />)
    document.body.append(container)
    const dialog = container.querySelector('dialog')!
    dialog.setAttribute('open', '')
    const field = container.querySelector('input')!
    field.focus()
    await act(async () => {
      hydrateRoot(container, <Modal onClose={onClose} />)
    })
    await settle()
    expect(container.querySelector('dialog')).toBe(dialog)
    expect(dialog).toHaveAttribute('open')
    expect(showModal).not.toHaveBeenCalled()
    expect(close).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(field).toHaveFocus()
    container.remove()
  })

  it('follows the element: opened by a command button or the fallback script, closed by Escape or its close button', async () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    const dialog = dialogElement()
    // the platform opens it (no app code involved)
    act(() => dialog.setAttribute('open', ''))
    await settle()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    // and closes it (Escape, a command="close" button)
    act(() => dialog.removeAttribute('open'))
    await settle()
    expect(onClose).toHaveBeenCalledTimes(1)
    // no state of the app's to fall out of step: asking again opens it again
    act(() => screen.getByText('Open by the app').click())
    await settle()
    expect(dialog).toHaveAttribute('open')
    expect(showModal).toHaveBeenCalledTimes(1)
    act(() => screen.getByText('Close by the app').click())
    await settle()
    expect(dialog).not.toHaveAttribute('open')
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('a dialog rendered open (the generic popup) opens on mount and focuses its [data-autofocus] element', () => {
    render(<Modal isOpenOnMount />)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialogElement()).toHaveAttribute('open')
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  it('gives focus back to the opener it is told of when the browser left it nowhere', async () => {
    const burger = document.createElement('button')
    burger.textContent = 'Menu'
    document.body.append(burger)
    const ref = createRef<HTMLElement>()
    ref.current = burger
    render(<Modal returnFocusTo={ref} />)
    const dialog = dialogElement()
    act(() => dialog.setAttribute('open', ''))
    await settle()
    // Safari focused nothing on the tap; the close leaves focus on the body
    ;(document.activeElement as HTMLElement | null)?.blur()
    act(() => dialog.removeAttribute('open'))
    await settle()
    expect(burger).toHaveFocus()
    burger.remove()
  })
})

/**
 * A browser with popovers (jsdom has none): `showPopover` shows a dialog whose `popover`
 * attribute is set, and removing the attribute hides it, as in the browser.
 */
function stubPopovers() {
  const shown = new WeakSet<Element>()
  const matches = Element.prototype.matches
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    if (selector === ':popover-open') return shown.has(this) && this.hasAttribute('popover')
    return matches.call(this, selector)
  })
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'popover')
  Object.defineProperty(HTMLElement.prototype, 'popover', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('popover')
    },
    set(this: HTMLElement, value: string) {
      this.setAttribute('popover', value)
    },
  })
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    shown.add(this)
  }
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'popover', descriptor)
    else delete (HTMLElement.prototype as Partial<HTMLElement>).popover
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover
  }
}

describe('painted first: a popover in this task, the modal after its first frame', () => {
  let unstubPopovers = () => {}
  beforeEach(() => {
    stubIntersectionObserver()
    unstubPopovers = stubPopovers()
  })
  afterEach(() => {
    unstubPopovers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the dialog as a popover first, then makes it modal with focus on its first field', async () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    const dialog = dialogElement()
    act(() => screen.getByText('Open by the app').click())
    await settle()
    expect(dialog).toHaveAttribute('popover', 'manual')
    expect(showModal).not.toHaveBeenCalled()
    // the frame that shows it has been painted
    act(() => FakeObserver.last!.report(true))
    await settle()
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog).toHaveAttribute('open')
    expect(dialog).not.toHaveAttribute('popover')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closed before its first frame, it is never made modal, and the close is followed', async () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    const dialog = dialogElement()
    act(() => screen.getByText('Open by the app').click())
    await settle()
    act(() => screen.getByText('Close by the app').click())
    await settle()
    expect(dialog).not.toHaveAttribute('popover')
    expect(onClose).toHaveBeenCalledTimes(1)
    act(() => FakeObserver.last!.report(true))
    await settle()
    expect(showModal).not.toHaveBeenCalled()
    expect(dialog).not.toHaveAttribute('open')
  })

  it('an Escape before its first frame closes it, once: focus stays on the opener, and it is never made modal', async () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    const dialog = dialogElement()
    const opener = screen.getByText('Open by the app')
    opener.focus()
    act(() => opener.click())
    await settle()
    expect(dialog).toHaveAttribute('popover', 'manual')
    let escape = true
    act(() => {
      escape = fireEvent.keyDown(opener, { key: 'Escape' })
    })
    await settle()
    expect(escape).toBe(false) // taken: nothing else acts on it
    expect(dialog).not.toHaveAttribute('popover')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(opener).toHaveFocus()
    act(() => FakeObserver.last!.report(true))
    await settle()
    expect(showModal).not.toHaveBeenCalled()
    expect(dialog).not.toHaveAttribute('open')
    // the modal's own Escape is the platform's again: one pressed now is left alone
    expect(fireEvent.keyDown(opener, { key: 'Escape' })).toBe(true)
  })

  it('once it is modal, an Escape is left to the platform', async () => {
    render(<Modal />)
    const dialog = dialogElement()
    act(() => screen.getByText('Open by the app').click())
    await settle()
    act(() => FakeObserver.last!.report(true))
    await settle()
    expect(fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' })).toBe(true)
    expect(dialog).toHaveAttribute('open')
  })
})
