import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { DialogId } from '@/config/dialogs'
import { openDialog } from './modal'

/**
 * The click of a link to an anchor of the page that also opens a dialog ("See client stories",
 * "Book a demo", spec §2.8, §2.9): the dialog opens (painted first), the page jumps to the anchor
 * as the browser would, and the address names it through the router (a new entry). Not the
 * browser's own fragment navigation: that is a `popstate`, which React applies at once, and a
 * dialog whose code is still on its way would be rendered afresh, closed; the router's
 * navigation is a transition, which waits for it (docs/delivery.md "No new props while waiting").
 */
export function useAnchorOpener(opens: DialogId) {
  const navigate = useNavigate()
  const location = useLocation()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    openDialog(opens)
    const { hash } = event.currentTarget
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!target) return
    event.preventDefault()
    target.scrollIntoView()
    navigate(
      { pathname: location.pathname, search: location.search, hash },
      { state: location.state },
    )
  }
}
