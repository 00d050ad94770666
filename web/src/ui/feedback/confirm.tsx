import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createValueStore, useStoreValue } from '../../app/store';

export interface ConfirmOptions {
  message: ReactNode;
  /** Defaults to 'Please confirm': a dialog always has a name. */
  title?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red by default: most confirmations guard a deletion. */
  color?: string;
}

export interface Question {
  options: ConfirmOptions;
  answer: (confirmed: boolean) => void;
}

export const asked = createValueStore<Question | null>(null);

/**
 * Asks in a modal dialog in the middle of the screen, where the person is looking (a toast in
 * the corner sat far from the button and over the header). Resolves true on confirm; false on
 * cancel, Escape, the close button or a click outside. Needs `ConfirmHost` mounted once.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    // A new question replaces one left unanswered: the earlier one counts as cancelled.
    asked.get()?.answer(false);
    const question: Question = {
      options,
      answer: (confirmed) => {
        if (asked.get() === question) asked.set(null);
        resolve(confirmed);
      },
    };
    asked.set(question);
  });
}

/** `confirm` with the buttons worded in the interface language. */
export function useConfirm() {
  const { t } = useTranslation();
  return useCallback(
    (options: Omit<ConfirmOptions, 'confirmLabel' | 'cancelLabel'> & Partial<ConfirmOptions>) =>
      confirm({ confirmLabel: t('feedback.confirm'), cancelLabel: t('feedback.cancel'), ...options }),
    [t],
  );
}

// The dialog (and Mantine's Modal with it) loads with the first question, not with the sign-in page.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The one confirmation dialog, mounted beside the toasts; nothing is loaded until something is asked. */
export function ConfirmHost() {
  const question = useStoreValue(asked);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (question) setNeeded(true);
  }, [question]);
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  ) : null;
}
