import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserMock } from '../../test/shellUser';
import { useShellUser } from '../../shell/user/useShellUser';
import { GlobalSearch } from './GlobalSearch';

/** Shows once the shell's user is known, so that an absent search button is a decision, not a wait. */
function UserLoaded() {
  const { user } = useShellUser();
  return user ? <p>{`signed in as ${user.roleType}`}</p> : null;
}

async function searchShown(roleType: string, flags: string[]): Promise<boolean> {
  await renderWithApollo(
    <>
      <UserLoaded />
      <GlobalSearch />
    </>,
    { mocks: [shellUserMock({ roleType, flags })] },
  );
  await screen.findByText(`signed in as ${roleType}`);
  return screen.queryByRole('button', { name: 'Search' }) !== null;
}

/** Spec 1 §2.4: the startup side has no search, unless the plan's broadSearch lets everyone find what they may see. */
describe('who gets the global search', () => {
  it.each([
    ['staff', [], true],
    ['admin', ['broadSearch'], true],
    ['cofounder', [], false],
    ['applicant', [], false],
    ['community_member', [], false],
    ['cofounder', ['broadSearch'], true],
    ['applicant', ['broadSearch'], true],
    ['community_member', ['broadSearch'], true],
  ])('%s with flags %j: %s', async (roleType, flags, shown) => {
    expect(await searchShown(roleType, flags)).toBe(shown);
  });
});
