import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { PROFILE_CARD } from '../graphql';
import { ProfileCard } from './ProfileCard';
import { HOVER_CARD_CLOSE_DELAY_MS } from './useHoverCard';

const ada = {
  __typename: 'User',
  _id: 'u-ada',
  fullName: 'Ada Lovelace',
  avatar: null,
  cover: null,
  role: { __typename: 'Role', _id: 'r-coach', type: 'coach', label: null },
  roleLabel: 'Coach',
  timezone: 'Europe/London',
  startups: [{ __typename: 'UserStartup', _id: 's-1', name: 'Analytical Engines' }],
};
const found = { request: { query: PROFILE_CARD, variables: { id: 'u-ada' } }, result: { data: { user: ada } } };
const refused = { request: { query: PROFILE_CARD, variables: { id: 'u-ada' } }, result: { errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] } };

async function renderCard(mocks: ReadonlyArray<MockLink.MockedResponse> = [found]) {
  await renderWithApollo(
    <ProfileCard userId="u-ada">
      <a href="/profile/u-ada">Ada</a>
    </ProfileCard>,
    { mocks },
  );
  return screen.getByRole('link', { name: 'Ada' });
}

/** Lets timers of `ms` fire and the answers and renders that follow settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const card = () => screen.queryByTestId('profile-card');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ProfileCard', () => {
  it('opens on mouse enter and shows the person with a link to their profile', async () => {
    const trigger = await renderCard();
    expect(card()).toBeNull();
    fireEvent.mouseEnter(trigger);
    await wait(0);
    expect(card()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/profile/u-ada');
    expect(screen.getByText('Coach')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByText(/Europe\/London/)).toBeTruthy();
  });

  it(`stays open for ${HOVER_CARD_CLOSE_DELAY_MS} ms after the pointer leaves, then closes`, async () => {
    const trigger = await renderCard();
    fireEvent.mouseEnter(trigger);
    await wait(0);
    fireEvent.mouseLeave(trigger);
    await wait(HOVER_CARD_CLOSE_DELAY_MS - 1);
    expect(card()).not.toBeNull();
    await wait(1);
    expect(card()).toBeNull();
  });

  it('stays open while the pointer is over the card, and closes 500 ms after it leaves the card', async () => {
    const trigger = await renderCard();
    fireEvent.mouseEnter(trigger);
    await wait(0);
    fireEvent.mouseLeave(trigger);
    await wait(300);
    fireEvent.mouseEnter(card()!);
    await wait(2000);
    expect(card()).not.toBeNull();
    fireEvent.mouseLeave(card()!);
    await wait(HOVER_CARD_CLOSE_DELAY_MS - 1);
    expect(card()).not.toBeNull();
    await wait(1);
    expect(card()).toBeNull();
  });

  it('coming back to the name before the delay keeps it open', async () => {
    const trigger = await renderCard();
    fireEvent.mouseEnter(trigger);
    await wait(0);
    fireEvent.mouseLeave(trigger);
    await wait(400);
    fireEvent.mouseEnter(trigger);
    await wait(1000);
    expect(card()).not.toBeNull();
  });

  it('opens on keyboard focus and closes after leaving it', async () => {
    const trigger = await renderCard();
    fireEvent.focus(trigger);
    await wait(0);
    expect(card()).not.toBeNull();
    fireEvent.blur(trigger);
    await wait(HOVER_CARD_CLOSE_DELAY_MS);
    expect(card()).toBeNull();
  });

  it('asks for the person only once the card is first opened', async () => {
    const result = vi.fn(() => ({ data: { user: ada } }));
    const trigger = await renderCard([{ request: found.request, result }]);
    await wait(1000);
    expect(result).not.toHaveBeenCalled();
    fireEvent.mouseEnter(trigger);
    await wait(0);
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('shows nothing at all when the person cannot be loaded', async () => {
    const trigger = await renderCard([refused]);
    fireEvent.mouseEnter(trigger);
    await wait(0);
    await wait(0);
    expect(card()).toBeNull();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });
});
