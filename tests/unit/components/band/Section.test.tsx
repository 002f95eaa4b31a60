import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { IntroSection } from '@/components/band/IntroSection'
import { RHYTHMS, Section, SectionPart } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { HYDRATED_ATTR, HYDRATION_UNIT_ATTR } from '@/lib/hydrationMarks'

// docs/house-style.md "A band is the Section shell": every band is built from the shell, which alone writes <section> and the hydration
// mark the early-input capture reads.

const trail = {
  label: 'Breadcrumb',
  items: [{ text: 'Home', href: '/' }, { text: 'Services' }],
}

describe('Section: the band shell', () => {
  it('writes the band, its container and the hydration mark (set once React owns it)', () => {
    const { container } = render(
      <Section id="team" tone="dark" containerClassName="grid gap-6">
        <p>Our team</p>
      </Section>,
    )
    const band = container.querySelector('section#team')!
    expect(band).toHaveAttribute(HYDRATION_UNIT_ATTR, '')
    expect(band).toHaveAttribute(HYDRATED_ATTR, '')
    expect(band).toHaveClass('bg-ink', ...RHYTHMS.band.split(' '))
    expect(band.firstElementChild).toHaveClass('container-site', 'grid', 'gap-6')
    expect(within(band.firstElementChild as HTMLElement).getByText('Our team')).toBeInTheDocument()
  })

  it('puts a backdrop behind the container, and a full-bleed band has no container', () => {
    const { container } = render(
      <Section rhythm="trim" isFullBleed backdrop={<div data-testid="glow" />}>
        <div data-testid="track" />
      </Section>,
    )
    const band = container.querySelector('section')!
    expect(band).not.toHaveClass('py-16')
    expect(band).toHaveClass(...RHYTHMS.trim.split(' '))
    expect([...band.children].map((el) => el.getAttribute('data-testid'))).toEqual([
      'glow',
      'track',
    ])
  })

  it('takes its vertical rhythm by name (RHYTHMS): a band among bands by default', () => {
    const { container, rerender } = render(<Section id="faq">{null}</Section>)
    const band = () => container.querySelector('section')!
    expect(band()).toHaveClass(...RHYTHMS.band.split(' '))
    rerender(<Section rhythm="intro">{null}</Section>)
    expect(band()).toHaveClass(...RHYTHMS.intro.split(' '))
    expect(band()).not.toHaveClass('py-16')
    rerender(<Section rhythm="flush">{null}</Section>)
    expect(band()).not.toHaveClass('py-16', 'pt-28', 'pb-16')
  })

  it('a part inside a band is a region named by its heading, marked like a band', () => {
    render(
      <SectionPart id="cookies">
        <h2 id="cookies-heading">1. Cookies</h2>
      </SectionPart>,
    )
    const part = screen.getByRole('region', { name: '1. Cookies' })
    expect(part).toHaveAttribute('id', 'cookies')
    expect(part).toHaveAttribute(HYDRATION_UNIT_ATTR, '')
  })
})

describe('IntroSection: a page’s first band', () => {
  it('shows the trail, eyebrow, the one h1 (focusable by script), lead, actions and aside in order', () => {
    const { container } = render(
      <MemoryRouter>
        <IntroSection
          glow="intro"
          breadcrumbs={trail}
          eyebrow="What we do"
          title="Our Services"
          lead="Automation that pays for itself."
          actions={<button type="button">Get started</button>}
          layout="media"
          aside={<img alt="Dashboard" src="/art/hero-ai.svg" />}
        >
          <dl data-testid="stats" />
        </IntroSection>
      </MemoryRouter>,
    )
    const band = container.querySelector('section')!
    expect(band).toHaveAttribute(HYDRATION_UNIT_ATTR, '')
    const h1 = screen.getByRole('heading', { level: 1, name: 'Our Services' })
    expect(h1).toHaveAttribute('tabindex', '-1')
    const order = [
      screen.getByRole('navigation', { name: 'Breadcrumb' }),
      screen.getByText('What we do'),
      h1,
      screen.getByText('Automation that pays for itself.'),
      screen.getByRole('button', { name: 'Get started' }),
      screen.getByTestId('stats'),
      screen.getByRole('img', { name: 'Dashboard' }),
    ]
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy()
    }
    // the text is one column of the grid, the aside the other
    const body = h1.parentElement!.parentElement!
    expect(body).toHaveClass('grid', 'mt-8')
    expect(body.children).toHaveLength(2)
  })

  it('with a compact lead, the lead is hidden at 435 px or less and the compact one shows there', () => {
    render(
      <IntroSection
        glow="introWarm"
        title="AI Consulting"
        lead="The long description."
        compactLead={<ol data-testid="compact" className="compact:hidden" />}
      />,
    )
    expect(screen.getByText('The long description.')).toHaveClass('max-compact:hidden')
    expect(screen.getByTestId('compact')).toBeInTheDocument()
  })

  it('the home hero is dark, on the display step, with its footer under the text and art', () => {
    const { container } = render(
      <IntroSection
        tone="dark"
        glow="hero"
        scale="display"
        title="AI that works"
        layout="hero"
        aside={<div data-testid="art" />}
        footer={<div data-testid="partners" />}
      />,
    )
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1).toHaveClass('text-display', 'text-white')
    expect(container.querySelector('section')).toHaveClass('bg-ink')
    expect(container.querySelector('.container-site')!.lastElementChild).toBe(
      screen.getByTestId('partners'),
    )
  })

  it('a layout with no aside keeps the text in its column', () => {
    render(<IntroSection glow="introWide" title="Travel bot" layout="badge" />)
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1).toHaveClass('text-h1')
    expect(h1.parentElement).toHaveClass('max-w-4xl')
    expect(h1.parentElement!.parentElement).toHaveClass('flex', 'justify-between')
  })
})

describe('SectionHeading: every heading of a band', () => {
  it('takes its role on the type scale; only a band heading stops at a reading width', () => {
    const { rerender } = render(<SectionHeading title="Results" />)
    const h2 = () => screen.getByRole('heading', { level: 2, name: 'Results' })
    expect(h2()).toHaveClass('text-h2', 'text-ink')
    expect(h2().parentElement).toHaveClass('max-w-3xl')
    rerender(<SectionHeading title="Results" isFullWidth />)
    expect(h2().parentElement).not.toHaveClass('max-w-3xl')
    rerender(<SectionHeading title="Results" tone="dark" />)
    expect(h2()).toHaveClass('text-h2', 'text-white')
    rerender(<SectionHeading title="Results" scale="panel" id="form-heading" />)
    expect(h2()).toHaveClass('text-h3', 'font-extrabold')
    expect(h2().parentElement).not.toHaveClass('max-w-3xl')
    expect(h2()).toHaveAttribute('id', 'form-heading')
  })
})

describe('SectionHeading: a heading with actions', () => {
  it('puts the actions after the heading, under it below lg and beside it from lg', () => {
    render(
      <SectionHeading
        title="Advantages"
        subtitle="Why teams pick us"
        actions={<button type="button">Book a call</button>}
      />,
    )
    const h2 = screen.getByRole('heading', { level: 2, name: 'Advantages' })
    const row = h2.parentElement!.parentElement!
    expect(row).toHaveClass('flex-col', 'lg:flex-row', 'lg:justify-between')
    expect(row.lastElementChild).toContainElement(
      screen.getByRole('button', { name: 'Book a call' }),
    )
  })

  it('beside at every width when asked, and no wrapper without actions', () => {
    const { rerender } = render(
      <SectionHeading
        title="Team"
        isActionsBeside
        actionsClassName="max-tablet:hidden"
        actions={<button type="button">Next</button>}
      />,
    )
    const row = screen.getByRole('heading').parentElement!.parentElement!
    expect(row).toHaveClass('justify-between')
    expect(row).not.toHaveClass('flex-col')
    expect(row.lastElementChild).toHaveClass('max-tablet:hidden')
    rerender(<SectionHeading title="Team" className="mt-4" />)
    expect(screen.getByRole('heading').parentElement).toHaveClass('max-w-3xl', 'mt-4')
  })
})
