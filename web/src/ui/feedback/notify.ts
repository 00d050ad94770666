import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { ALERT_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from './timings';

export interface NoticeOptions {
  message: ReactNode;
  title?: ReactNode;
  color?: string;
}

/** A toast: the outcome of something the user did. Closes after 10 s. Returns its id. */
export function showToast({ message, title, color }: NoticeOptions): string {
  return notifications.show({ message, title, color, autoClose: TOAST_AUTO_CLOSE_MS });
}

export const showSuccess = (message: ReactNode) => showToast({ message, color: 'teal' });
export const showError = (message: ReactNode) => showToast({ message, color: 'red' });

/** An alert: a passing notice about the current screen. Closes after 7 s. Returns its id. */
export function showAlert({ message, title, color = 'yellow' }: NoticeOptions): string {
  return notifications.show({ message, title, color, autoClose: ALERT_AUTO_CLOSE_MS });
}
