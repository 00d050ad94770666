import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { theme } from '../../app/theme';
import { confirm } from './confirm';
import { showAlert, showToast } from './notify';
import { TimedAlert } from './TimedAlert';
import { ALERT_AUTO_CLOSE_MS, CONFIRM_AUTO_CLOSE_MS, MODAL_TRANSITION_MS, TOAST_AUTO_CLOSE_MS } from './timings';

function renderNotifications() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
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
  ])('resolves when "%s" is pressed', async (button, expected) => {
    renderNotifications();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask();
    });
    expect(screen.getByText('Are you sure you want to delete this task?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
    finishClosing();
    expect(screen.queryByText('Are you sure you want to delete this task?')).toBeNull();
  });

  it('counts as cancelled when left unanswered for 5 s', async () => {
    expect(CONFIRM_AUTO_CLOSE_MS).toBe(5_000);
    renderNotifications();
    let answer!: Promise<boolean>;
    act(() => {
      answer = ask();
    });
    const settled = vi.fn();
    void answer.then(settled);
    advance(CONFIRM_AUTO_CLOSE_MS - 50);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    finishClosing();
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByText('Are you sure you want to delete this task?')).toBeNull();
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
