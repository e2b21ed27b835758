/**
 * After a refused save, focus goes to the first thing the refusal marks in the
 * form: an invalid field, else a message shown under a group (a reference) or an
 * alert (a conflict). The Save button is disabled while saving, so without this
 * the focus falls back to the page's body and a keyboard user starts over.
 */
const FIRST_ERROR = 'form [aria-invalid="true"], form .field-error, form .alert';

export function focusFirstError(root: ParentNode = document): void {
  const target = root.querySelector<HTMLElement>(FIRST_ERROR);
  if (!target) return;
  // A message is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (target.tabIndex < 0 && !target.matches('input, select, textarea, button')) target.tabIndex = -1;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}
