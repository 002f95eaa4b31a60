/**
 * The one inline script of every page (in its head, allowed by its hash in the CSP). Two jobs:
 * - **The dialog is painted before the page goes inert**. `showModal()` makes the
 *   whole page inert, and Chromium restyles every element it has laid out before the dialog can
 *   paint (~80 ms at 4× CPU, the first open's largest part). So a `command="show-modal"` is
 *   taken over: the dialog is shown as a manual popover (top layer, the dialog's own style only),
 *   painted, and made modal (`showModal()`: inert page, focus inside, Escape) in the task after
 *   that frame: an IntersectionObserver's first callback, which the frame that shows the dialog
 *   queues (a timer or requestAnimationFrame would stall under a test's paused clock). Focus goes
 *   back to the opener first, so that `showModal()` records it and closing returns there. A
 *   `close` in between hides it, and so does an Escape (the platform's closes only a modal: one
 *   pressed before a slow frame was lost, and the dialog became modal after it). Where a browser
 *   lacks popovers, `showModal()` at once.
 *   The app opens its dialogs the same way (dialogs/modal.ts).
 * - **Invoker Commands where the browser lacks them** (Safari before 26.2, WebKitGTK 2.50): it does
 *   their part for the page's dialogs, so `<button commandfor="id" command="show-modal">` opens
 *   the prerendered `<dialog>` on the first tap, before any app code, in every engine; `close`
 *   closes it.
 * Kept tiny and dependency-free: it is in every page's HTML. Scripts off, the platform's own
 * commands open and close the dialogs as modals.
 */
export const COMMAND_FALLBACK_SCRIPT =
  'document.addEventListener("command",function(e){' +
  'var d=e.target,c=e.command;' +
  'if(!(d instanceof HTMLDialogElement)||d.open||!d.showPopover)return;' +
  'var p=d.matches(":popover-open");' +
  'if(c==="close"||c==="request-close"){if(p)d.removeAttribute("popover");return}' +
  'if(c!=="show-modal")return;' +
  'e.preventDefault();if(p)return;' +
  'var f=document.activeElement;d.popover="manual";d.showPopover();' +
  'var k=function(v){if(v.key!=="Escape"||!d.matches(":popover-open"))return;' +
  'v.preventDefault();d.removeAttribute("popover");if(f&&f.focus)f.focus({preventScroll:true})};' +
  'document.addEventListener("keydown",k,true);' +
  'var o=new IntersectionObserver(function(){o.disconnect();' +
  'document.removeEventListener("keydown",k,true);' +
  'if(!d.matches(":popover-open"))return;' +
  'if(f&&f.focus)f.focus({preventScroll:true});' +
  'd.removeAttribute("popover");d.showModal()});o.observe(d)},true);' +
  'if(!("command" in HTMLButtonElement.prototype))document.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("button[commandfor]");' +
  'if(!b||b.disabled||e.defaultPrevented)return;' +
  'var d=document.getElementById(b.getAttribute("commandfor"));' +
  'if(!(d instanceof HTMLDialogElement))return;' +
  'var c=b.getAttribute("command");' +
  'if(c==="show-modal"&&!d.open)d.showModal();' +
  'else if((c==="close"||c==="request-close")&&d.open)d.close()})'
