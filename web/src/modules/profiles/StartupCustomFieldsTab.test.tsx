import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { operationServer } from '../../test/operationServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData } from '../../test/shellUser';
import { StartupCustomFieldsTab } from './StartupCustomFieldsTab';
import { values } from './testData';

Element.prototype.scrollIntoView ??= () => undefined;

async function open(answers: Parameters<typeof operationServer>[0]) {
  const server = operationServer({ ShellUser: { data: shellUserData({ roleType: 'cofounder' }) }, ...answers });
  await renderWithApollo(
    <>
      <StartupCustomFieldsTab startupId="s1" />
      <Notifications />
    </>,
    { link: server.link },
  );
  return server;
}

describe('the custom-fields tab', () => {
  it('shows the values and, for whoever may edit, fills them again with the server’s messages under their question', async () => {
    const { asked } = await open({
      CustomFieldValues: { data: { customFieldValues: values({ model: 'b2b', employees: 4 }) } },
      SetCustomFieldValues: (variables) => {
        const answers = JSON.parse(variables.answers as string);
        if (answers.buyers === 'Everyone')
          return { errors: [{ message: 'Invalid', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'answers.buyers', message: 'Who buys: name a market' }] } }] };
        return { data: { setCustomFieldValues: values(answers) } };
      },
    });
    expect(await screen.findByText('Business model')).toBeTruthy();
    expect(screen.getByText(/Last changed by Fay Founder/)).toBeTruthy();
    expect(asked('CustomFieldValues')[0]).toEqual({ entity: 'STARTUP', id: 's1' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText(/^Who buys/), { target: { value: 'Everyone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Who buys: name a market')).toBeTruthy();
    expect(JSON.parse(asked('SetCustomFieldValues')[0].answers as string)).toEqual({ model: 'b2b', employees: 4, buyers: 'Everyone' });

    fireEvent.change(screen.getByLabelText(/^Who buys/), { target: { value: 'Farms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull());
    expect(JSON.parse(asked('SetCustomFieldValues')[1].answers as string)).toMatchObject({ buyers: 'Farms' });
    expect(await screen.findByText('Values saved')).toBeTruthy();
  });

  it('reads without an Edit button for whoever may not edit, and says when nothing is filled', async () => {
    await open({ CustomFieldValues: { data: { customFieldValues: values({}, { canEdit: false }) } } });
    expect(await screen.findByText('No values yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
