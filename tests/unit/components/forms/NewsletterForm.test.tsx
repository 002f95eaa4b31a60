import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { FORM_PATH, HONEYPOT_NAME } from '@/config/nativeForm.mjs'
import { formsContent } from '@/content/forms'
import type * as Email from '@/lib/email'
import { expectUnfillable, honeypotOf } from './honeypot'

const sendEmail = vi.fn()
vi.mock('@/lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof Email>()),
  sendEmail: (...args: unknown[]) => sendEmail(...args),
}))

const { newsletter } = formsContent.en
let alertSpy: ReturnType<typeof vi.fn>

beforeEach(() => {
  sendEmail.mockReset()
  alertSpy = vi.fn()
  vi.stubGlobal('alert', alertSpy)
})
afterEach(() => vi.unstubAllGlobals())

describe('NewsletterForm', () => {
  it('sends the fixed name and message, resets on success, and reports every submit', async () => {
    sendEmail.mockResolvedValue('sent')
    const onSubmitted = vi.fn()
    const user = userEvent.setup()
    render(<NewsletterForm labels={newsletter} onSubmitted={onSubmitted} />)
    await user.type(screen.getByLabelText('Email'), 'anna@example.lv')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sendEmail).toHaveBeenCalledWith(
      {
        name: 'Newsletter Subscriber',
        email: 'anna@example.lv',
        message: 'Newsletter subscription request',
      },
      { formId: 'newsletter' },
    )
    expect(alertSpy).toHaveBeenCalledWith('Thank you for subscribing to our newsletter!')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(onSubmitted).toHaveBeenCalledTimes(1)
  })

  it('on failure alerts in the page language, keeps the address, and still reports the submit', async () => {
    sendEmail.mockResolvedValue('failed')
    const onSubmitted = vi.fn()
    const user = userEvent.setup()
    render(<NewsletterForm labels={formsContent.ru.newsletter} onSubmitted={onSubmitted} />)
    await user.type(screen.getByLabelText('Эл. почта'), 'anna@example.lv')
    await user.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(alertSpy).toHaveBeenCalledWith(
      'Извините, произошла ошибка. Пожалуйста, попробуйте снова.',
    )
    expect(screen.getByLabelText('Эл. почта')).toHaveValue('anna@example.lv')
    expect(onSubmitted).toHaveBeenCalledTimes(1)
  })

  it('a filled honeypot (a bot) sends nothing and shows the success alert', async () => {
    const onSubmitted = vi.fn()
    const user = userEvent.setup()
    const { container } = render(<NewsletterForm labels={newsletter} onSubmitted={onSubmitted} />)
    await user.type(screen.getByLabelText('Email'), 'bot@example.lv')
    fireEvent.change(honeypotOf(container), { target: { value: 'http://spam.example' } })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sendEmail).not.toHaveBeenCalled()
    expect(alertSpy).toHaveBeenCalledWith('Thank you for subscribing to our newsletter!')
  })

  it('an empty honeypot (a person) sends', async () => {
    sendEmail.mockResolvedValue('sent')
    const user = userEvent.setup()
    const { container } = render(<NewsletterForm labels={newsletter} />)
    await user.type(screen.getByLabelText('Email'), 'anna@example.lv')
    expect(honeypotOf(container)).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sendEmail).toHaveBeenCalledTimes(1)
  })

  it('its honeypot is one no autofill fills, in every language', () => {
    for (const { newsletter: labels } of Object.values(formsContent)) {
      const { container, unmount } = render(<NewsletterForm labels={labels} />)
      expectUnfillable(honeypotOf(container))
      unmount()
    }
  })

  it('without its code, a submit posts the address with the fixed name and message to the local outbox; with it, the native submit never goes out', async () => {
    sendEmail.mockResolvedValue('sent')
    const user = userEvent.setup()
    const { container } = render(<NewsletterForm labels={newsletter} />)
    const form = container.querySelector('form') as HTMLFormElement
    expect(form).toHaveAttribute('action', FORM_PATH)
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('enctype', 'application/x-www-form-urlencoded')
    await user.type(screen.getByLabelText('Email'), 'anna@example.lv')
    expect(Object.fromEntries(new FormData(form))).toEqual({
      name: 'Newsletter Subscriber',
      email: 'anna@example.lv',
      message: 'Newsletter subscription request',
      [HONEYPOT_NAME]: '',
    })
    let isNative = true
    await act(async () => {
      isNative = fireEvent.submit(form)
    })
    expect(isNative).toBe(false)
    expect(sendEmail).toHaveBeenCalledTimes(1)
    // a reset keeps the fixed fields a native submit needs
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      name: 'Newsletter Subscriber',
      email: '',
    })
  })
})
