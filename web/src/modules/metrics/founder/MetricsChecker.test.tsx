import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { MetricsChecker } from './MetricsChecker';
import { checker, founderShellUser, period } from './testData';

const QUESTIONS = {
  data: {
    categorizationQuestions: {
      __typename: 'StartupCategorization',
      _id: 'c1',
      startup: { __typename: 'Startup', _id: 's1' },
      values: [
        { key: 'HasFreeUsers', label: 'Do you have free users?' },
        { key: 'IsGeneratingSales', label: 'Are you generating sales?' },
        { key: 'RecurringRevenueModel', label: 'Is your revenue model recurring (subscriptions)?' },
        { key: 'ServiceIsLive', label: 'Is your product or service live?' },
      ].map((q) => ({ __typename: 'CategorizationAnswer', ...q, value: null })),
    },
  },
};

async function open(answers: Parameters<typeof operationServer>[0]) {
  const server = operationServer(answers);
  await renderWithApollo(
    <>
      <MetricsChecker />
      <ConfirmHost />
    </>,
    { link: server.link },
  );
  return server;
}

afterEach(() => sessionStorage.clear());

describe('the metrics prompt', () => {
  it('asks a cofounder, opens the questionnaire on Fill now, requires every answer without delay, then moves on to the metrics', async () => {
    let categorized = false;
    const server = await open({
      ShellUser: { data: founderShellUser() },
      MetricsChecker: () => (categorized ? checker({ id: 'p1', type: 'METRICS', date: '2025-01-01' }, true) : checker({ id: 'c1', type: 'CATEGORIZATION', date: null })),
      CategorizationQuestions: QUESTIONS,
      UpdateStartupCategorization: () => {
        categorized = true;
        return {
          data: {
            updateStartupCategorization: { __typename: 'StartupCategorization', id: 'c1', startup: { __typename: 'Startup', _id: 's1', initialCategorizationComplete: true } },
          },
        };
      },
      DataForMetricsForm: { data: { dataForMetricsForm: [period()] } },
    });
    const prompt = await screen.findByRole('dialog', { name: 'You have metrics to update' });
    expect(within(prompt).getByText('Please update your metrics')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Fill now' }));

    const questionnaire = await screen.findByRole('dialog', { name: 'About your startup' });
    fireEvent.click(within(questionnaire).getByRole('radio', { name: 'No' }));
    fireEvent.click(await within(questionnaire).findByRole('button', { name: 'Save' }));
    expect(await within(questionnaire).findAllByText('Please answer this question')).toHaveLength(4);
    expect(server.asked('UpdateStartupCategorization')).toEqual([]);

    for (const group of within(questionnaire).getAllByRole('radiogroup').slice(1)) fireEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(questionnaire).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.asked('UpdateStartupCategorization')).toEqual([
        {
          categorizationId: 'c1',
          delayReporting: false,
          data: ['HasFreeUsers', 'IsGeneratingSales', 'RecurringRevenueModel', 'ServiceIsLive'].map((key) => ({ key, value: true })),
        },
      ]),
    );
    // Fetched again: the metrics form follows.
    expect(await screen.findByRole('dialog', { name: 'Update your metrics' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Customers' })).toBeTruthy();
  });

  it('skipping sends no answers; skipping the prompt keeps it away for the session once categorized', async () => {
    const server = await open({
      ShellUser: { data: founderShellUser() },
      MetricsChecker: checker({ id: 'p1', type: 'METRICS', date: '2025-01-01' }, true),
    });
    const prompt = await screen.findByRole('dialog', { name: 'You have metrics to update' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You have metrics to update' })).toBeNull());
    expect(server.asked('DataForMetricsForm')).toEqual([]);
    expect(sessionStorage.getItem('seedbed.metricsPromptShown.me')).toBe('1');
  });

  it('stays away when shown this session and categorized, and for anyone but a cofounder', async () => {
    sessionStorage.setItem('seedbed.metricsPromptShown.me', '1');
    const server = await open({ ShellUser: { data: founderShellUser() }, MetricsChecker: checker({ id: 'p1', type: 'METRICS', date: '2025-01-01' }, true) });
    await waitFor(() => expect(server.asked('MetricsChecker')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'You have metrics to update' })).toBeNull();
    sessionStorage.clear();

    const staff = await open({ ShellUser: { data: founderShellUser('staff') } });
    await waitFor(() => expect(staff.asked('ShellUser')).toHaveLength(1));
    expect(staff.asked('MetricsChecker')).toEqual([]);
  });

  it('skips the questionnaire without answers', async () => {
    const server = await open({
      ShellUser: { data: founderShellUser() },
      MetricsChecker: checker({ id: 'c1', type: 'CATEGORIZATION', date: null }),
      CategorizationQuestions: QUESTIONS,
      UpdateStartupCategorization: {
        data: {
          updateStartupCategorization: { __typename: 'StartupCategorization', id: 'c1', startup: { __typename: 'Startup', _id: 's1', initialCategorizationComplete: true } },
        },
      },
    });
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'You have metrics to update' })).getByRole('button', { name: 'Fill now' }));
    const questionnaire = await screen.findByRole('dialog', { name: 'About your startup' });
    fireEvent.click(await within(questionnaire).findByRole('button', { name: 'Skip questionnaire' }));
    await waitFor(() => expect(server.asked('UpdateStartupCategorization')).toEqual([{ categorizationId: 'c1', skip: true }]));
  });
});
