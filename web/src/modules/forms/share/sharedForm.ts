import type { Answers, Question } from '@seedbed/contracts/forms';
import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** A form as its public link shows it; a signed-in viewer's saved draft comes with it. */
export const SHARED_FORM = graphql(`
  query SharedForm($shareId: String!) {
    sharedForm(shareId: $shareId) {
      shareId
      kind
      draftAnswers
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

/** The version's questions, each sent as the JSON of contracts' Question; one that cannot be read is left out. */
export function questionsOf(form: SharedFormData): Question[] {
  return form.version.questions.flatMap((question) => {
    try {
      const parsed = JSON.parse(question.definition) as Question;
      return parsed && typeof parsed === 'object' && typeof parsed.questionType === 'string' ? [{ ...parsed, _id: question._id }] : [];
    } catch {
      return [];
    }
  });
}

/** Answers kept as JSON text (a draft), or undefined when there are none or they cannot be read. */
export function parseAnswers(text: string | null | undefined): Answers | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a visitor's draft of a shared form waits on this device until it is sent. */
const draftKey = (shareId: string) => `seedbed:form-draft:${shareId}`;

export const localDraft = {
  read(shareId: string): Answers | undefined {
    try {
      return parseAnswers(localStorage.getItem(draftKey(shareId)));
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
