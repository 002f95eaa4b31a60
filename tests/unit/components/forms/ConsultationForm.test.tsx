import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConsultationForm } from '@/components/forms/ConsultationForm'
import { FORM_PATH, HONEYPOT_NAME } from '@/config/nativeForm.mjs'
import { formsContent } from '@/content/forms'
import type * as Email from '@/lib/email'
import { expectUnfillable, honeypotOf } from './honeypot'

const sendEmail = vi.fn()
vi.mock('@/lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof Email>()),
  sendEmail: (...args: unknown[]) => sendEmail(...args),
}))

const { request, requestAlerts } = formsContent.en
let alertSpy: ReturnType<typeof vi.fn>

beforeEach(() => {
  sendEmail.mockReset()
  alertSpy = vi.fn()
  vi.stubGlobal('alert', alertSpy)
})
afterEach(() => vi.unstubAllGlobals())

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Anna Bērziņa')
  await user.type(screen.getByLabelText('Email'), 'anna@example.lv')
  await user.type(screen.getByLabelText('Message'), 'Automate our invoices')
}

describe('ConsultationForm', () => {
  it('sends name, email and message; on success alerts the spec text and clears the fields', async () => {
    sendEmail.mockResolvedValue('sent')
    const onSent = vi.fn()
    const user = userEvent.setup()
    render(<ConsultationForm formId="t" labels={request} alerts={requestAlerts} onSent={onSent} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(sendEmail).toHaveBeenCalledWith(
      { name: 'Anna Bērziņa', email: 'anna@example.lv', message: 'Automate our invoices' },
      { formId: 't' },
    )
    expect(alertSpy).toHaveBeenCalledWith("Thank you for your request! We'll get back to you soon.")
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(onSent).toHaveBeenCalledTimes(1)
  })

  it('on failure alerts the failure text and keeps every value', async () => {
    sendEmail.mockResolvedValue('failed')
    const onSent = vi.fn()
    const user = userEvent.setup()
    render(<ConsultationForm formId="t" labels={request} alerts={requestAlerts} onSent={onSent} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(alertSpy).toHaveBeenCalledWith(
      'Sorry, there was an error sending your message. Please try again.',
    )
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Bērziņa')
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.lv')
    expect(screen.getByLabelText('Message')).toHaveValue('Automate our invoices')
    expect(onSent).not.toHaveBeenCalled()
  })

  it('while sending, the button is disabled and says so; a double submit sends once', async () => {
    let finish: (r: string) => void = () => {}
    sendEmail.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    const user = userEvent.setup()
    render(<ConsultationForm formId="t" labels={request} alerts={requestAlerts} />)
    await fill(user)
    const form = screen
      .getByRole('button', { name: 'Send request' })
      .closest('form') as HTMLFormElement
    await act(async () => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    const button = screen.getByRole('button', { name: 'Sending…' })
    expect(button).toBeDisabled()
    await act(async () => finish('sent'))
    expect(sendEmail).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled()
  })

  it('the browser blocks an empty or malformed submit: nothing is sent', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm formId="t" labels={request} alerts={requestAlerts} />)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Message'), 'Hi')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(sendEmail).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Email')).toBeInvalid()
    expect(screen.getByLabelText('Name')).toBeRequired()
    expect(screen.getByLabelText('Message')).toBeRequired()
  })

  it('a filled honeypot (a bot) sends nothing and shows the success alert', async () => {
    const onSent = vi.fn()
    const user = userEvent.setup()
    const { container } = render(
      <ConsultationForm formId="t" labels={request} alerts={requestAlerts} onSent={onSent} />,
    )
    await fill(user)
    fireEvent.change(honeypotOf(container), { target: { value: 'http://spam.example' } })
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(sendEmail).not.toHaveBeenCalled()
    expect(alertSpy).toHaveBeenCalledWith("Thank you for your request! We'll get back to you soon.")
    expect(onSent).toHaveBeenCalledTimes(1)
  })

  it('an empty honeypot (a person) sends', async () => {
    sendEmail.mockResolvedValue('sent')
    const user = userEvent.setup()
    const { container } = render(
      <ConsultationForm formId="t" labels={request} alerts={requestAlerts} />,
    )
    await fill(user)
    expect(honeypotOf(container)).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(sendEmail).toHaveBeenCalledTimes(1)
  })

  it('its honeypot is one no autofill fills', () => {
    const { container } = render(
      <ConsultationForm formId="t" labels={request} alerts={requestAlerts} />,
    )
    expectUnfillable(honeypotOf(container))
  })

  it('without its code, a submit posts every field to the local outbox; with it, the native submit never goes out', async () => {
    sendEmail.mockResolvedValue('sent')
    const user = userEvent.setup()
    const { container } = render(
      <ConsultationForm formId="t" labels={request} alerts={requestAlerts} />,
    )
    const form = container.querySelector('form') as HTMLFormElement
    // a build without EmailJS keys (the tests'): a plain same-origin post
    expect(form).toHaveAttribute('action', FORM_PATH)
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('enctype', 'application/x-www-form-urlencoded')
    await fill(user)
    // what the browser would post: react-hook-form's register names the fields
    expect([...new FormData(form)]).toEqual([
      ['name', 'Anna Bērziņa'],
      ['email', 'anna@example.lv'],
      ['message', 'Automate our invoices'],
      [HONEYPOT_NAME, ''],
    ])
    let isNative = true
    await act(async () => {
      isNative = fireEvent.submit(form)
    })
    expect(isNative).toBe(false)
    expect(sendEmail).toHaveBeenCalledTimes(1)
  })
})
