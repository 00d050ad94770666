import { useCallback, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Question } from '@seedbed/contracts/forms';
import { questionInputSchema } from '@seedbed/contracts/forms-input';
import { formProblems } from '@seedbed/contracts/forms-problems';
import type { Language } from '@seedbed/contracts/languages';
import { fieldIssues } from '@seedbed/contracts/schemas';
import { fieldErrorsOf, getErrorMessage } from '../../../app/apollo/errorMessage';
import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import { BUILDER_FORM, PUBLISH_FORM } from './graphql';
import { issueText, problemMessage, questionName } from './problems';

/** Why publishing failed: each reason with the question it concerns, when it concerns one. */
export interface PublishReason {
  questionId?: string;
  message: string;
}

/** Spec 3 §3 publishing states, as the builder shows them. */
export type Publishing = { state: 'idle' } | { state: 'publishing' } | { state: 'success'; version: number } | { state: 'failure'; reasons: PublishReason[]; conflict: boolean };

interface PublishOptions {
  formId: string;
  language: Language;
  /** Sends what is waiting to be saved; publishing freezes what the server holds. */
  flush: () => Promise<void>;
  questions: () => readonly Question[];
}

/**
 * Publishing (PublishInFormBuilder): the draft is saved, checked here as the server will check
 * it, then frozen as the next version at the revision the builder holds, so that a draft someone
 * else changed meanwhile is refused (FORM_VERSION_CONFLICT) instead of published unseen.
 */
export function usePublish({ formId, language, flush, questions }: PublishOptions) {
  const { t } = useTranslation('forms');
  const tf = t as unknown as TFunction;
  const client = useApolloClient();
  const [publishing, setPublishing] = useState<Publishing>({ state: 'idle' });
  const [send] = useMutation(PUBLISH_FORM, { context: { showsOwnError: true } });

  const localReasons = useCallback((): PublishReason[] => {
    const list = questions();
    const name = (id: string) => questionName(list, id, language);
    const reasons: PublishReason[] = [];
    for (const question of list) {
      const result = questionInputSchema.safeParse(question);
      if (!result.success) {
        for (const issue of result.error.issues.flatMap(fieldIssues)) reasons.push({ questionId: question._id, message: issueText(tf, issue, name(question._id)) });
      }
    }
    for (const problem of formProblems(list)) reasons.push({ questionId: problem.questionId, message: problemMessage(tf, problem.key, problem.params, name) });
    if (!list.some((q) => q.behavesAs !== 'element')) reasons.push({ message: t('builder.publish.noQuestions') });
    return reasons;
  }, [language, questions, t, tf]);

  const publish = useCallback(async () => {
    setPublishing({ state: 'publishing' });
    await flush();
    const reasons = localReasons();
    if (reasons.length) return setPublishing({ state: 'failure', reasons, conflict: false });
    const revision = client.readQuery({ query: BUILDER_FORM, variables: { id: formId } })?.form.revision ?? null;
    try {
      const { data } = await send({ variables: { formId, revision } });
      setPublishing({ state: 'success', version: data?.publishForm.currentVersion?.number ?? 1 });
    } catch (error) {
      const conflict = graphQLErrorsOf(error).find((e) => codeOf(e) === 'FORM_VERSION_CONFLICT');
      if (conflict) return setPublishing({ state: 'failure', reasons: [{ message: conflict.message }], conflict: true });
      const fields = Object.entries(fieldErrorsOf(error));
      const found = fields.map(([field, message]) => {
        const [head, id] = field.split('.');
        return head === 'questions' && id ? { questionId: id, message } : { message };
      });
      const reasons = found.length ? found : [{ message: getErrorMessage(error, { networkError: t('common:networkError') }) }];
      setPublishing({ state: 'failure', reasons, conflict: false });
    }
  }, [client, flush, formId, localReasons, send, t]);

  const dismiss = useCallback(() => setPublishing({ state: 'idle' }), []);
  return { publishing, publish, dismiss };
}
