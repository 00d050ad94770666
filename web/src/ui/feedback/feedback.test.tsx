import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/render';
import { theme } from '../../app/theme';
import { confirm, ConfirmHost } from './confirm';
import { showAlert, showSuccess, showToast } from './notify';
import { TimedAlert } from './TimedAlert';
import { ALERT_AUTO_CLOSE_MS, MODAL_TRANSITION_MS, TOAST_AUTO_CLOSE_MS } from './timings';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

function renderNotifications() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <ConfirmHost />
      </MantineProvider>
    </I18nextProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The closing transition's timer starts only once React has rendered the removal. */
function finishClosing() {
  advance(1_000);
  advance(1_000);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('notification timings (spec 1 §9)', () => {
  it.each([
    ['a toast', TOAST_AUTO_CLOSE_MS, 10_000, () => showToast({ message: 'Saved' })],
    ['an alert', ALERT_AUTO_CLOSE_MS, 7_000, () => showAlert({ message: 'Saved' })],
  ])('%s closes itself after %i ms', (_name, constant, expected, show) => {
    expect(constant).toBe(expected);
    renderNotifications();
    act(() => void show());
    expect(screen.getByText('Saved')).toBeTruthy();
    advance(expected - 50);
    expect(screen.queryByText('Saved')).toBeTruthy();
    finishClosing();
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes modals in 300 ms by default', () => {
    expect(MODAL_TRANSITION_MS).toBe(300);
    expect(theme.components?.Modal?.defaultProps).toMatchObject({ transitionProps: { duration: 300 } });
  });
});

describe('confirm', () => {
  const ask = () => confirm({ message: 'Are you sure you want to delete this task?', confirmLabel: 'Confirm', cancelLabel: 'Cancel' });

  it.each([
    ['Confirm', true],
    ['Cancel', false],
  ])('asks in a modal dialog, not a toast, and resolves when "%s" is pressed', async (button, expected) => {
    renderNotifications();
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = ask();
      // The dialog loads with the first question.
      await import('./ConfirmDialog');
    });
    await act(async () => undefined);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this task?');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
    finishClosing();
    expect(screen.queryByText('Are you sure you want to delete this task?')).toBeNull();
  });

  it('counts Escape as cancel, and waits for an answer however long it takes', async () => {
    renderNotifications();
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = ask();
      // The dialog loads with the first question.
      await import('./ConfirmDialog');
    });
    await act(async () => undefined);
    const settled = vi.fn();
    void answer.then(settled);
    advance(60_000);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});

describe('result toasts', () => {
  it('offer Undo when the change can be reversed, and close once it is pressed', () => {
    renderNotifications();
    const undo = vi.fn();
    act(() => void showSuccess('Task marked done', { undo }));
    expect(screen.getByText('Task marked done')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    finishClosing();
    expect(screen.queryByText('Task marked done')).toBeNull();
  });
});

describe('TimedAlert', () => {
  it('goes after 7 s and says so', () => {
    const onClose = vi.fn();
    render(
      <MantineProvider theme={theme} env="test">
        <TimedAlert onClose={onClose}>Could not delete the task</TimedAlert>
      </MantineProvider>,
    );
    advance(ALERT_AUTO_CLOSE_MS - 1);
    expect(screen.getByText('Could not delete the task')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Could not delete the task')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays when told to', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <TimedAlert autoClose={false}>Kept</TimedAlert>
      </MantineProvider>,
    );
    advance(60_000);
    expect(screen.getByText('Kept')).toBeTruthy();
  });
});
