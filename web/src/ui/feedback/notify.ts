import { createElement, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { ALERT_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from './timings';
import { UndoableMessage } from './UndoableMessage';

export interface NoticeOptions {
  message: ReactNode;
  title?: ReactNode;
  color?: string;
}

/** A toast: the outcome of something the user did. Closes after 10 s. Returns its id. */
export function showToast({ message, title, color }: NoticeOptions): string {
  return notifications.show({ message, title, color, autoClose: TOAST_AUTO_CLOSE_MS });
}

export interface SuccessOptions {
  /** Puts the change back; offered as an Undo button while the toast is shown. */
  undo?: () => void;
}

/** Says what happened ('Task marked done'), with Undo when the change can be reversed. */
export function showSuccess(message: ReactNode, { undo }: SuccessOptions = {}): string {
  if (!undo) return showToast({ message, color: 'teal' });
  const id = notifications.show({
    color: 'teal',
    autoClose: TOAST_AUTO_CLOSE_MS,
    message: createElement(UndoableMessage, {
      message,
      onUndo: () => {
        notifications.hide(id);
        undo();
      },
    }),
  });
  return id;
}

export const showError = (message: ReactNode) => showToast({ message, color: 'red' });

/** An alert: a passing notice about the current screen. Closes after 7 s. Returns its id. */
export function showAlert({ message, title, color = 'yellow' }: NoticeOptions): string {
  return notifications.show({ message, title, color, autoClose: ALERT_AUTO_CLOSE_MS });
}
