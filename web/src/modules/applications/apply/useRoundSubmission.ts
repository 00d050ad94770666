import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Answers } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { answerKeyOf } from '../../forms/renderer/fillerState';
import { SAVE_ROUND_ANSWERS, SUBMIT_ROUND } from './graphql';

/** Where the applicant lands once a round is sent. */
export const CONFIRMATION_PATH = '/account/confirmation';

/**
 * Saving a round's draft and sending the round. The draft is saved quietly (the filler calls it a
 * moment after the last change and says "Saved"); sending asks first, shows each answer's refusal
 * under its question and anything else above the buttons, then leads to the confirmation page.
 */
export function useRoundSubmission(target: { applicationId: string; roundId: string }, funnelName: string) {
  const { t } = useTranslation(['apply', 'common']);
  const ask = useConfirm();
  const navigate = useNavigate();
  const [saveAnswers] = useMutation(SAVE_ROUND_ANSWERS);
  const [submitRound] = useMutation(SUBMIT_ROUND);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();

  async function saveDraft(answers: Answers) {
    await saveAnswers({ variables: { ...target, answers: JSON.stringify(answers) }, context: { silent: true } });
  }

  async function submit(answers: Answers) {
    const confirmed = await ask({ title: t('apply:fill.confirmTitle'), message: t('apply:fill.confirmMessage'), confirmLabel: t('apply:fill.send'), color: 'teal' });
    if (!confirmed) {
      // The autosave was stopped for sending: what was typed since is kept all the same.
      await saveDraft(answers).catch(() => undefined);
      return;
    }
    setFailure(undefined);
    try {
      await submitRound({ variables: { ...target, answers: JSON.stringify(answers) }, context: { showsOwnError: true } });
    } catch (error) {
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
      }
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(error, (field) => field.startsWith('answers.'), { networkError: t('common:networkError') }));
      return;
    }
    navigate(CONFIRMATION_PATH, { state: { funnel: funnelName } });
  }

  return { saveDraft, submit, serverErrors, failure };
}
