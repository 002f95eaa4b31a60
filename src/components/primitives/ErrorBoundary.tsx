import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** what shows instead of the children once one of them has thrown */
  fallback: ReactNode
  /** a new value clears a caught error (the route changed, the popup closed) */
  resetKey?: unknown
  children: ReactNode
}

/**
 * Keeps a part that throws (its code failed to load, twice) from unmounting the whole page: the
 * fallback shows in its place and the rest of the page goes on. React still has no hook for this.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  state = { hasError: false }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ hasError: false })
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children
  }
}
