/**
 * The one inline script of every page (in its head, allowed by its hash in the CSP): where the
 * browser lacks Invoker Commands (Safari before 26.2, WebKitGTK 2.50), it does their part for the
 * page's dialogs, so `<button commandfor="id" command="show-modal">` opens the prerendered
 * `<dialog>` on the first tap, before any app code, in every engine; `close` closes it. Elsewhere
 * it does nothing. Kept tiny and dependency-free: it is in every page's HTML.
 */
export const COMMAND_FALLBACK_SCRIPT =
  'if(!("command" in HTMLButtonElement.prototype))document.addEventListener("click",function(e){' +
  'var b=e.target instanceof Element&&e.target.closest("button[commandfor]");' +
  'if(!b||b.disabled||e.defaultPrevented)return;' +
  'var d=document.getElementById(b.getAttribute("commandfor"));' +
  'if(!(d instanceof HTMLDialogElement))return;' +
  'var c=b.getAttribute("command");' +
  'if(c==="show-modal"&&!d.open)d.showModal();' +
  'else if((c==="close"||c==="request-close")&&d.open)d.close()})'
