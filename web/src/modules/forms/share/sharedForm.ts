import type { Answers } from '@seedbed/contracts/forms';
import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { readAnswers, readQuestions } from '../shared/definitions';

/** A form as its public link shows it; a signed-in viewer's saved draft comes with it. */
export const SHARED_FORM = graphql(`
  query SharedForm($shareId: String!) {
    sharedForm(shareId: $shareId) {
      shareId
      kind
      draftAnswers
      customFields {
        definition
      }
      version {
        _id
        number
        title {
          language
          value
        }
        description {
          language
          value
        }
        questions {
          _id
          definition
        }
      }
    }
  }
`);

export const SUBMIT_SHARED_FORM = graphql(`
  mutation SubmitSharedForm($shareId: String!, $answers: String!, $draft: Boolean) {
    submitSharedForm(shareId: $shareId, answers: $answers, draft: $draft) {
      _id
      status
      submittedAt
    }
  }
`);

export type SharedFormData = ResultOf<typeof SHARED_FORM>['sharedForm'];

/** Where a visitor's draft of a shared form waits on this device until it is sent. */
const draftKey = (shareId: string) => `seedbed:form-draft:${shareId}`;

export const localDraft = {
  read(shareId: string): Answers | undefined {
    try {
      return readAnswers(localStorage.getItem(draftKey(shareId)));
    } catch {
      return undefined;
    }
  },
  write(shareId: string, answers: Answers): void {
    try {
      localStorage.setItem(draftKey(shareId), JSON.stringify(answers));
    } catch {
      // Without storage (private mode, full) the answers stay on the page only.
    }
  },
  clear(shareId: string): void {
    try {
      localStorage.removeItem(draftKey(shareId));
    } catch {
      // Nothing was kept.
    }
  },
};

/** The version's questions of a shared form. */
export const questionsOf = (form: SharedFormData) => readQuestions(form.version.questions);
