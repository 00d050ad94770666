import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { getToken, setToken } from '../../auth/token';
import type { ProjectValues, SignUpValues } from './applyForms';
import { CREATE_APPLICANT, CREATE_APPLICATION } from './graphql';
import { fillPath } from './nextStep';

export interface StartFailure {
  message?: string;
  /** The server's messages for the form's own fields. */
  fields: Record<string, string>;
  /** An application to this funnel exists already: the page points to it. */
  duplicate: boolean;
}

const FORM_FIELDS = ['name', 'firstName', 'lastName', 'email', 'password'];

/**
 * Starts an application: a visitor is signed up (and signed in) first, then the application is
 * created and the first round's form opened. A failure after sign-up leaves the person signed in,
 * so trying again only creates the application.
 */
export function useStartApplication(funnelId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createApplicant] = useMutation(CREATE_APPLICANT);
  const [createApplication] = useMutation(CREATE_APPLICATION);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StartFailure>();

  function fail(error: unknown) {
    const fields = Object.fromEntries(Object.entries(fieldErrorsOf(error)).filter(([field]) => FORM_FIELDS.includes(field)));
    const duplicate = graphQLErrorsOf(error).some((e) => codeOf(e) === 'DUPLICATE_APPLICATION');
    setFailure({ fields, duplicate, message: messageBesideFields(error, (field) => FORM_FIELDS.includes(field), { networkError: t('networkError') }) });
    setBusy(false);
  }

  async function start(values: ProjectValues & Partial<SignUpValues>, signUp: boolean) {
    setBusy(true);
    setFailure(undefined);
    // Signed up already (the application failed after): only the application is tried again.
    if (signUp && !getToken()) {
      try {
        const { data } = await createApplicant({
          variables: { email: values.email ?? '', firstName: values.firstName ?? '', lastName: values.lastName ?? '', password: values.password ?? '', funnelId },
          context: { showsOwnError: true },
        });
        if (data) setToken(data.createApplicant.token);
      } catch (error) {
        fail(error);
        return;
      }
    }
    try {
      const { data } = await createApplication({ variables: { funnelId, name: values.name }, context: { showsOwnError: true } });
      if (data) navigate(fillPath(data.createApplication._id, data.createApplication.round._id));
    } catch (error) {
      fail(error);
    }
  }

  return { start, busy, failure };
}
