import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '@seedbed/contracts/languages';
import type { Question } from '@seedbed/contracts/forms';

/** What every input of one form reads: the form's language and its texts in that language. */
export interface FillerSettings {
  language: Language;
  dir: 'ltr' | 'rtl';
  /** `forms` and `validation` texts in the form's language (which may differ from the interface's in a preview). */
  t: TFunction<['forms', 'validation']>;
  /** Whether a person is signed in: files can only be uploaded then. */
  signedIn: boolean;
  /** A preview sends nothing, files included. */
  preview: boolean;
  /** The organisation's custom fields, for `custom_field` questions. */
  customFields?: ReadonlyMap<string, Question>;
}

export const FillerContext = createContext<FillerSettings | null>(null);

export function useFiller(): FillerSettings {
  const settings = useContext(FillerContext);
  if (!settings) throw new Error('An answer input is drawn outside FormFiller.');
  return settings;
}
