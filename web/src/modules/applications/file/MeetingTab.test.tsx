import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meetingInputSchema } from '@seedbed/contracts/applications-input';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { activitySentence } from './activityText';
import { tabsFor } from './ApplicationPage';
import type { MeetingItem } from './graphql';
import { meetingInput, meetingValues } from './MeetingDialog';
import { MeetingTab, splitMeetings } from './MeetingTab';

const APPLICATION_ID = '0190a1b2-0000-7000-8000-000000000001';
const HOUR = 3_600_000;

const meeting = (over: Partial<MeetingItem>): MeetingItem => ({
  _id: `0190a1b2-0000-7000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`,
  startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 49 * HOUR).toISOString(),
  durationMinutes: 60,
  location: 'Room 2',
  link: 'https://meet.example.test/abc',
  notes: null,
  status: 'scheduled',
  viewerCanManage: false,
  attendees: [{ _id: 'u1', fullName: 'Ada Coach', avatar: null }],
  ...over,
});

async function renderTab(meetings: MeetingItem[], canSchedule: boolean, answers: NonNullable<Parameters<typeof answeringServer>[1]> = {}) {
  answers.ApplicationMeetings ??= { data: { applicationMeetings: meetings } };
  const server = answeringServer([{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], answers);
  await renderWithApollo(
    <>
      <MeetingTab applicationId={APPLICATION_ID} canSchedule={canSchedule} />
      <ConfirmHost />
    </>,
    { link: server.link },
  );
  return server;
}

describe('the meeting tab', () => {
  it("shows the applicant the meeting to come with its link, and earlier ones below, without managers' buttons", async () => {
    const upcoming = meeting({});
    const cancelled = meeting({ status: 'cancelled', startsAt: new Date(Date.now() + 24 * HOUR).toISOString(), endsAt: new Date(Date.now() + 25 * HOUR).toISOString() });
    await renderTab([upcoming, cancelled], false);
    const join = await screen.findAllByRole('link', { name: /Join the video call/ });
    expect(join).toHaveLength(1);
    expect(join[0].getAttribute('href')).toBe('https://meet.example.test/abc');
    expect(screen.getAllByText('Room 2')).toHaveLength(2);
    expect(screen.getAllByText('Ada Coach').length).toBeGreaterThan(0);
    expect(screen.getByText('Earlier and cancelled meetings')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reschedule|Cancel the meeting|Schedule a meeting/ })).toBeNull();
    expect(screen.getAllByText(/^60 min · Times in your time zone/).length).toBe(2);
  });

  it('offers a manager to schedule when nothing is planned, and checks the form before sending', async () => {
    await renderTab([], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    fireEvent.change(within(dialog).getByLabelText('Video call link'), { target: { value: 'http://meet.example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule and invite' }));
    expect(await within(dialog).findByText('Enter a secure link starting with https://')).toBeTruthy();
    expect(within(dialog).getByText('Date and time is a required field')).toBeTruthy();
  });

  it('lets a manager cancel the meeting after confirming', async () => {
    const upcoming = meeting({ viewerCanManage: true, notes: 'Ask about the team' });
    let cancelled = false;
    const answers = {};
    // The server's answer to the cancellation, noting that it was asked.
    Object.defineProperty(answers, 'CancelApplicationMeeting', {
      get: () => {
        cancelled = true;
        return { data: { cancelApplicationMeeting: { __typename: 'ApplicationMeeting', _id: upcoming._id, status: 'cancelled' } } };
      },
    });
    const server = await renderTab([upcoming], true, answers);
    expect(await screen.findByText('Notes: Ask about the team')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the meeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel the meeting' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this meeting?' })).toBeNull());
    expect(cancelled).toBe(true);
    expect(server.toast).not.toHaveBeenCalled();
  });
});

describe('meeting helpers', () => {
  it('picks the soonest scheduled meeting that has not ended as the one to come', () => {
    const now = Date.now();
    const later = meeting({ startsAt: new Date(now + 72 * HOUR).toISOString(), endsAt: new Date(now + 73 * HOUR).toISOString() });
    const sooner = meeting({});
    const past = meeting({ startsAt: new Date(now - 3 * HOUR).toISOString(), endsAt: new Date(now - 2 * HOUR).toISOString() });
    const { upcoming, others } = splitMeetings([later, sooner, past], now);
    expect(upcoming?._id).toBe(sooner._id);
    expect(others.map((m) => m._id)).toEqual([later._id, past._id]);
  });

  it('sends what the shared schema accepts', () => {
    const values = { ...meetingValues(null), startsAt: '2099-05-04 10:30:00', durationMinutes: '45', link: ' https://meet.example.test/x ' };
    const input = meetingInput(values);
    expect(input).toMatchObject({ durationMinutes: 45, link: 'https://meet.example.test/x', location: null, attendeeIds: [] });
    expect(meetingInputSchema().safeParse(input).success).toBe(true);
    expect(meetingValues(meeting({ durationMinutes: 90 })).durationMinutes).toBe('90');
  });

  it('adds the meeting tab for those who arrange it and, once one exists, for the others', () => {
    const standing = { __typename: 'ApplicationStanding', manager: false, admin: false, evaluator: false, applicant: true } as const;
    expect(tabsFor({ standing, meetingCount: 0, viewerCanScheduleMeeting: false })).not.toContain('meeting');
    expect(tabsFor({ standing, meetingCount: 1, viewerCanScheduleMeeting: false })).toContain('meeting');
    expect(tabsFor({ standing: { ...standing, manager: true, applicant: false }, meetingCount: 0, viewerCanScheduleMeeting: true })).toContain('meeting');
  });

  it('tells a meeting in the activities with its date', async () => {
    const { i18n } = await renderWithApollo(<span />);
    const t = i18n.getFixedT('en', 'applicationFile');
    const startsAt = '2099-05-04T10:30:00.000Z';
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startsAt));
    expect(activitySentence(t, { kind: 'meeting', data: JSON.stringify({ action: 'moved', startsAt }) })).toBe(`Meeting moved to ${when}`);
    expect(activitySentence(t, { kind: 'meeting', data: JSON.stringify({ action: 'cancelled' }) })).toBe('Meeting cancelled');
  });
});

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/applicationFile.json', { eager: true, import: 'default' });
function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
/** The meeting's texts of one language: its tab, the meeting section, its validation messages and activity sentences. */
const meetingTexts = (language: string) =>
  new Map(
    entries(catalogues[`../../../i18n/${language}/applicationFile.json`]).filter(
      ([key]) =>
        key === 'tabs.meeting' ||
        key.startsWith('meeting.') ||
        key.startsWith('activity.meeting.') ||
        /^validation\.(startsInPast|durationRange|httpsLink|unknownAttendee|notSchedulable|alreadyCancelled)$/.test(key),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();

describe('meeting texts', () => {
  const english = meetingTexts('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = meetingTexts(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    expect(translated.get('meeting.noneManager')).not.toBe(english.get('meeting.noneManager'));
  });
});
