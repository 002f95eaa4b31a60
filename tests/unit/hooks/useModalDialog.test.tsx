import { fireEvent, render, screen } from '@testing-library/react'
import { createRef, type RefObject } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalDialog } from '@/hooks/useModalDialog'

// jsdom has <dialog> but not its modal methods: these stand in for the browser's (the real ones
// run in tests/e2e and tests/engines)
const showModal = vi.fn(function (this: HTMLDialogElement) {
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

function Modal({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const dialog = useModalDialog(onClose, { returnFocusTo })
  return (
    <dialog {...dialog} aria-label="Modal">
      <button type="button">Close</button>
      <input aria-label="Name" data-autofocus="" />
    </dialog>
  )
}

function opener(name: string) {
  const button = document.createElement('button')
  button.textContent = name
  document.body.append(button)
  return button
}

describe('useModalDialog: the one modal mechanism (popups, the phone menu)', () => {
  it('opens the dialog as a modal on mount and focuses its [data-autofocus] element', () => {
    render(<Modal onClose={() => {}} />)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('open')
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  it("takes Escape (the dialog's cancel) as a close by its owner, not the browser's", () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { hidden: true })
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog).toHaveAttribute('open')
  })

  it('calls onClose when the browser closes the dialog anyway', () => {
    const onClose = vi.fn()
    render(<Modal onClose={onClose} />)
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes the dialog on unmount and gives focus back to the element that had it', () => {
    const button = opener('Book')
    button.focus()
    const { unmount } = render(<Modal onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(button).not.toHaveFocus()
    unmount()
    expect(close).toHaveBeenCalledTimes(1)
    expect(dialog).not.toHaveAttribute('open')
    expect(button).toHaveFocus()
    button.remove()
  })

  it('gives focus back to the opener it is told of, even when something else had focus', () => {
    const burger = opener('Menu')
    const ref = createRef<HTMLElement>()
    ref.current = burger
    const { unmount } = render(<Modal onClose={() => {}} returnFocusTo={ref} />)
    unmount()
    expect(burger).toHaveFocus()
    burger.remove()
  })
})
