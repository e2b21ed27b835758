/**
 * Modal dialogs on the native <dialog> element (focus trap, Escape). Open modals
 * register with the ModalStack; while one is open, a navigation (Back, a link)
 * closes the top modal instead of navigating (spec section 2).
 */
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBlocker } from 'react-router-dom';

interface ModalStackValue {
  open: (close: () => void) => () => void;
  count: number;
  closeTop: () => void;
}

const ModalStackContext = createContext<ModalStackValue | null>(null);

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const stack = useRef<Array<() => void>>([]);
  const [count, setCount] = useState(0);
  const open = useCallback((close: () => void) => {
    stack.current.push(close);
    setCount(stack.current.length);
    return () => {
      stack.current = stack.current.filter((c) => c !== close);
      setCount(stack.current.length);
    };
  }, []);
  const closeTop = useCallback(() => stack.current[stack.current.length - 1]?.(), []);
  const value = useMemo(() => ({ open, count, closeTop }), [open, count, closeTop]);
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>;
}

/** Rendered once inside the router: turns navigation into "close the modal". */
export function ModalNavigationGuard() {
  const stack = useContext(ModalStackContext);
  const blocker = useBlocker(Boolean(stack && stack.count > 0));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    stack?.closeTop();
    blocker.reset();
  }, [blocker, stack]);
  return null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

export function Modal({ open, title, onClose, children, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const stack = useContext(ModalStackContext);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first field of a form takes the focus (React's autoFocus ran while the dialog was closed).
      dialog.querySelector<HTMLElement>('form :is(input, select, textarea)')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open || !stack) return;
    return stack.open(() => closeRef.current());
  }, [open, stack]);

  // In document.body, so a modal's form is never nested in the page's form; React
  // events still bubble along the component tree, so submit stops at the modal.
  return createPortal(
    <dialog
      ref={ref}
      className={wide ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        // Tab and Shift+Tab cycle inside the modal, never out to the browser.
        if (event.key !== 'Tab' || !ref.current) return;
        const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {open && (
        <div className="modal-body" onSubmit={(event) => event.stopPropagation()}>
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
