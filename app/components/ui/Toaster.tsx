// Toasts in a polite live region. Server flashes arrive as `flash`; client code calls useToast().
// One toast at a time: a new one replaces the one showing, so repeated answers never pile up over
// the page.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Toast } from "~/modules/toast/schema";

const DEFAULT_DURATION_MS = 5000;

type ShownToast = Toast & { id: number };
const ToastContext = createContext<(toast: Toast) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ flash, children }: { flash: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (flash ? [{ ...flash, id: 0 }] : []));
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: Toast) => setToasts([{ ...toast, id: nextId++ }]), []);

  // The first flash is rendered on the server (so it shows without JavaScript); later ones arrive
  // with client-side navigations after an action's redirect.
  const shownFlash = useRef(flash);
  useEffect(() => {
    if (flash && flash !== shownFlash.current) show(flash);
    shownFlash.current = flash;
  }, [flash, show]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol
        aria-live="polite"
        className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const destructive = toast.variant === "destructive";
  return (
    <li
      role={destructive ? "alert" : "status"}
      className={`rounded border p-4 shadow-lg ${destructive ? "border-red-700 bg-red-700 text-white" : "border-sand bg-white text-ink"}`}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          aria-label="Dismiss"
          className="-m-3 h-11 w-11 shrink-0 text-lg leading-none"
        >
          ×
        </button>
      </div>
    </li>
  );
}
