import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { CREATE_APPLICANT, CREATE_APPLICATION, OPEN_FUNNELS } from './graphql';
import { NewApplicationPage } from './NewApplicationPage';

afterEach(() => localStorage.clear());

const FUNNEL = '0195f0a2-5d4e-7f6a-9b8c-7d6e5f4a3b20';
const funnels = (isOpen = true) => ({
  request: { query: OPEN_FUNNELS },
  result: {
    data: {
      publicFunnels: [
        { __typename: 'PublicFunnel', _id: FUNNEL, name: 'Spring programme', summary: 'Twelve weeks for early teams.', isOpen },
        { __typename: 'PublicFunnel', _id: 'other', name: 'Autumn programme', summary: null, isOpen: true },
      ],
    },
  },
});
const applicant = { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', password: 'a long enough secret', funnelId: FUNNEL };
const signUp = (result: () => object) => ({ request: { query: CREATE_APPLICANT, variables: applicant }, result });
const created = vi.fn(() => ({ data: { createApplication: { __typename: 'Application', _id: 'app1', round: { __typename: 'FunnelRound', _id: 'round1' } } } }));
const create = (result: () => object = created) => ({ request: { query: CREATE_APPLICATION, variables: { funnelId: FUNNEL, name: 'Seedling' } }, result });

function Fill() {
  const { applicationId, round } = useParams();
  return <p>{`filling ${applicationId} ${round}`}</p>;
}

const page = (
  <Routes>
    <Route path="/application/new" element={<NewApplicationPage />} />
    <Route path="/application/:applicationId/forms/:round/fill" element={<Fill />} />
  </Routes>
);
const route = `/application/new?funnel=${FUNNEL}`;

function fillSignUp() {
  fireEvent.change(screen.getByLabelText(/^Project name/), { target: { value: 'Seedling' } });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long enough secret' } });
}

describe('NewApplicationPage', () => {
  it('signs a visitor up, signs them in, starts the application and opens its form', async () => {
    const signedUp = vi.fn(() => ({ data: { createApplicant: { __typename: 'ApplicantSignIn', token: 'new-token', userId: 'u1' } } }));
    await renderWithApollo(page, { mocks: [funnels(), signUp(signedUp), create()], route });

    expect(await screen.findByRole('heading', { name: 'Apply to Spring programme' })).toBeTruthy();
    expect(screen.getByText('Twelve weeks for early teams.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(route)}`);
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account and apply' }));

    expect(await screen.findByText('filling app1 round1')).toBeTruthy();
    expect(signedUp).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('seedbed:token')).toBe('new-token');
  });

  it('checks the fields before sending anything', async () => {
    const signedUp = vi.fn(() => ({ data: null }));
    await renderWithApollo(page, { mocks: [funnels(), signUp(signedUp)], route });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account and apply' }));
    expect(await screen.findByText('Give your project a name.')).toBeTruthy();
    expect(signedUp).not.toHaveBeenCalled();
  });

  it('shows a taken address on its field', async () => {
    const taken = () => ({
      errors: [
        { message: 'x', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'email', message: 'An account already exists with this email address. Sign in to apply.' }] } },
      ],
    });
    await renderWithApollo(page, { mocks: [funnels(), signUp(taken)], route });
    await screen.findByRole('heading', { name: 'Apply to Spring programme' });
    fillSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create my account and apply' }));
    expect(await screen.findByText('An account already exists with this email address. Sign in to apply.')).toBeTruthy();
    expect(localStorage.getItem('seedbed:token')).toBeNull();
  });

  it('lets a signed-in applicant only name the project, and points to an existing application', async () => {
    localStorage.setItem('seedbed:token', 'token');
    const duplicate = () => ({ errors: [{ message: 'You have already applied to Spring programme.', extensions: { code: 'DUPLICATE_APPLICATION' } }] });
    await renderWithApollo(page, { mocks: [funnels(), create(duplicate)], route });

    fireEvent.change(await screen.findByLabelText(/^Project name/), { target: { value: 'Seedling' } });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start my application' }));
    expect(await screen.findByText('You have already applied to Spring programme.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my applications' }).getAttribute('href')).toBe('/applications');
  });

  it('says when the funnel is closed, and offers the open ones when none is named', async () => {
    const { unmount } = await renderWithApollo(page, { mocks: [funnels(false)], route });
    expect(await screen.findByText('Applications to Spring programme are closed at the moment.')).toBeTruthy();
    unmount();
    await renderWithApollo(page, { mocks: [funnels()], route: '/application/new' });
    expect((await screen.findByRole('link', { name: 'Autumn programme' })).getAttribute('href')).toBe('/application/new?funnel=other');
  });
});
