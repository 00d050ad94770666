import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { operationServer } from '../../../test/operationServer';
import { shellUserData } from '../../../test/shellUser';
import { MentorMatchingPage } from './MentorMatchingPage';

const WEIGHTS = { __typename: 'MentorMatchingSettings', industries: 3, skills: 2, tags: 1, availability: 1, load: 1 };

describe('/admin/configuration/mentormatching', () => {
  it('edits the weights, each required, and saves them', async () => {
    const { link, asked } = operationServer({
      ShellUser: { data: shellUserData({ roleType: 'admin' }) },
      MentorMatchingSettings: { data: { mentorMatchingSettings: WEIGHTS } },
      UpdateMentorMatchingSettings: (variables) => ({ data: { updateMentorMatchingSettings: { __typename: 'MentorMatchingSettings', ...(variables.input as object) } } }),
    });
    await renderWithApollo(
      <>
        <MentorMatchingPage />
        <Notifications />
      </>,
      { link, route: '/admin/configuration/mentormatching' },
    );
    const tags = await screen.findByRole('textbox', { name: 'Mentor tags' });
    expect(screen.getByRole('tab', { name: 'Mentor matching' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(tags, { target: { value: '' } });
    fireEvent.blur(tags);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mentor tags is a required field')).toBeTruthy();
    expect(asked('UpdateMentorMatchingSettings')).toEqual([]);
    fireEvent.change(tags, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('UpdateMentorMatchingSettings')).toEqual([{ input: { industries: 3, skills: 2, tags: 5, availability: 1, load: 1 } }]));
    expect(await screen.findByText('Mentor matching saved')).toBeTruthy();
  });
});
