import { act, render, screen } from '@testing-library/react'
import { createRef, useState, type RefObject } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalDialog } from '@/hooks/useModalDialog'

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

/** A dialog whose open state the test holds, as the popups' store does. */
function Modal({
  initiallyOpen = false,
  onOpenChange = () => {},
  returnFocusTo,
}: {
  initiallyOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const [isOpen, setIsOpen] = useState(initiallyOpen)
  const dialog = useModalDialog({
    isOpen,
    onOpenChange: (open) => {
      onOpenChange(open)
      setIsOpen(open)
    },
    returnFocusTo,
  })
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open by the app
      </button>
      <button type="button" onClick={() => setIsOpen(false)}>
        Close by the app
      </button>
      <dialog {...dialog} aria-label="Modal">
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
  it('opens the dialog as a modal when the app asks, and focuses its [data-autofocus] element', async () => {
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
    const onOpenChange = vi.fn()
    // the prerendered page, and a tap on the dialog's command button before hydration
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Modal />)
    document.body.append(container)
    const dialog = container.querySelector('dialog')!
    dialog.setAttribute('open', '')
    const field = container.querySelector('input')!
    field.focus()
    await act(async () => {
      hydrateRoot(container, <Modal onOpenChange={onOpenChange} />)
    })
    await settle()
    expect(container.querySelector('dialog')).toBe(dialog)
    expect(dialog).toHaveAttribute('open')
    expect(showModal).not.toHaveBeenCalled()
    expect(close).not.toHaveBeenCalled()
    expect(onOpenChange).toHaveBeenCalledWith(true)
    expect(field).toHaveFocus()
    container.remove()
  })

  it('follows the element: opened by a command button or the fallback script, closed by Escape or its close button', async () => {
    const onOpenChange = vi.fn()
    render(<Modal onOpenChange={onOpenChange} />)
    const dialog = dialogElement()
    // the platform opens it (no app code involved)
    act(() => dialog.setAttribute('open', ''))
    await settle()
    expect(onOpenChange).toHaveBeenLastCalledWith(true)
    expect(screen.getByLabelText('Name')).toHaveFocus()
    // and closes it (Escape, a command="close" button)
    act(() => dialog.removeAttribute('open'))
    await settle()
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    // the app's state followed, so asking again opens it again
    act(() => screen.getByText('Open by the app').click())
    await settle()
    expect(dialog).toHaveAttribute('open')
    expect(showModal).toHaveBeenCalledTimes(1)
  })

  it('a dialog rendered open (the generic popup) opens on mount and focuses its [data-autofocus] element', () => {
    render(<Modal initiallyOpen />)
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
