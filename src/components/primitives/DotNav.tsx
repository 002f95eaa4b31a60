import { cn } from '@/lib/cn'

export interface DotNavProps {
  count: number
  current: number
  /** the accessible name of dot `i` */
  labelOf: (index: number) => string
  onSelect: (index: number) => void
  /** extra classes for dot `i`'s button (CSS that hides it at some widths) */
  dotClassOf?: (index: number) => string | undefined
  tone?: 'light' | 'dark'
  className?: string
}

/** A row of dots, each a real button; the current one is marked with aria-current. */
export function DotNav({
  count,
  current,
  labelOf,
  onSelect,
  dotClassOf,
  tone = 'light',
  className,
}: DotNavProps) {
  return (
    <div className={cn('flex items-center justify-center gap-1 print:hidden', className)}>
      {Array.from({ length: count }, (_, i) => {
        const isCurrent = i === current
        return (
          <button
            key={i}
            type="button"
            aria-label={labelOf(i)}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className={cn('group grid h-11 w-8 place-items-center rounded-full', dotClassOf?.(i))}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2 rounded-pill transition-colors duration-hover ease-soft',
                isCurrent ? 'w-7 bg-accent' : 'w-2',
                !isCurrent &&
                  (tone === 'dark'
                    ? 'bg-white/30 group-hover:bg-white/60'
                    : 'bg-ink/20 group-hover:bg-ink/50'),
              )}
            />
          </button>
        )
      })}
    </div>
  )
}

/** Fills `{n}` and `{name}` in a label template. */
export const fillLabel = (template: string, values: { n?: number; name?: string }) =>
  template.replace('{n}', String(values.n ?? '')).replace('{name}', values.name ?? '')
