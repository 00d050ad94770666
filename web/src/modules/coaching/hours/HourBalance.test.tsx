import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { shellUserData } from '../../../test/shellUser';
import { HourBalance } from './HourBalance';
import { HourWarning } from './HourWarning';

const STARTUP = '00000000-0000-4000-8000-000000000001';

function balanceAnswer(balance: { allocatedMinutes: number; usedMinutes: number; remainingMinutes: number } | null, canAllocate = true) {
  return {
    data: {
      hourBalance: balance && { __typename: 'HourBalance', ...balance },
      hourAllocations: balance
        ? [{ __typename: 'HourAllocation', _id: 'a1', programId: null, programName: null, amount: balance.allocatedMinutes / 60, unit: 'HOUR', minutes: balance.allocatedMinutes }]
        : [],
      startup: { __typename: 'Startup', _id: STARTUP, viewerCanAllocateHours: canAllocate, programs: [] },
    },
  };
}

const server = (balance: Parameters<typeof balanceAnswer>[0], { flags = ['hoursAllocation'], canAllocate = true } = {}) =>
  operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', flags }) },
    HourBalance: balanceAnswer(balance, canAllocate),
    SetHourAllocation: { data: { setHourAllocation: { __typename: 'HourAllocation', _id: 'a1', programId: null, amount: 12, unit: 'HOUR', minutes: 720 } } },
  });

describe('the coaching hours card', () => {
  it('shows the time used against the time given, and what is left', async () => {
    const { link } = server({ allocatedMinutes: 600, usedMinutes: 510, remainingMinutes: 90 });
    await renderWithApollo(<HourBalance startupId={STARTUP} />, { link });
    expect(await screen.findByText('1 h 30 left')).toBeTruthy();
    expect(screen.getByText('8 h 30 used of 10 h')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '8 h 30 used of 10 h' })).toBeTruthy();
  });

  it('lets staff give hours from a dialog, checked before it is sent', async () => {
    const { link, asked } = server(null);
    await renderWithApollo(<HourBalance startupId={STARTUP} />, { link });
    fireEvent.click(await screen.findByRole('button', { name: 'Allocate hours' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must be greater than 0')).toBeTruthy();
    expect(asked('SetHourAllocation')).toEqual([]);
    fireEvent.change(amount, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('SetHourAllocation')).toEqual([{ input: { startupId: STARTUP, programId: null, amount: 12, unit: 'HOUR' } }]));
  });

  it('shows nothing without the plan, or to those who may not give hours to a startup without any', async () => {
    const off = server({ allocatedMinutes: 600, usedMinutes: 0, remainingMinutes: 600 }, { flags: [] });
    const { container } = await renderWithApollo(<HourBalance startupId={STARTUP} />, { link: off.link });
    await waitFor(() => expect(off.asked('ShellUser').length).toBeGreaterThan(0));
    expect(container.querySelector('section')).toBeNull();
    expect(off.asked('HourBalance')).toEqual([]);
    const founder = server(null, { canAllocate: false });
    const second = await renderWithApollo(<HourBalance startupId={STARTUP} />, { link: founder.link });
    await waitFor(() => expect(founder.asked('HourBalance').length).toBe(1));
    expect(second.container.querySelector('section')).toBeNull();
  });
});

describe('the hours warning', () => {
  it('warns when the session goes past what is left, and only then', async () => {
    const { link } = server({ allocatedMinutes: 600, usedMinutes: 510, remainingMinutes: 90 });
    await renderWithApollo(
      <>
        <HourWarning startupId={STARTUP} minutes={120} />
        <HourWarning startupId={STARTUP} minutes={60} />
      </>,
      { link },
    );
    expect(await screen.findAllByText("This session goes past the startup's coaching hours: 1 h 30 left")).toHaveLength(1);
  });
});
