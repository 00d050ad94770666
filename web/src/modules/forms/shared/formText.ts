import { saveBlob } from '../../../ui/saveBlob';
import { pickLabel } from '@seedbed/contracts/languages';

/** A form's title (or any per-language text) in the reader's language, English or any language next. */
export const localized = (texts: ReadonlyArray<{ language: string; value: string }> | null | undefined, language: string): string => pickLabel(texts, language) ?? '';

/** Where a shared form is answered and printed. */
export const shareUrl = (shareId: string) => `${window.location.origin}/share/forms/${shareId}`;
export const printPath = (shareId: string) => `/export/print/form/${shareId}`;
export const builderPath = (formId: string) => `/forms/management/${formId}/edit`;
export const downloadPath = (formId: string) => `/download/forms/${formId}`;
export const answerPath = (formId: string, submissionId: string) => `/download/forms/${formId}/answers/${submissionId}`;
export const comparePath = (baseId: string, compareId: string) => `/forms/management/form/${baseId}/compare/${compareId}`;

/** Saves text as a file the browser downloads. */
export function saveFile(name: string, content: BlobPart, type: string): void {
  saveBlob(name, new Blob([content], { type }));
}

/** A file name from a title: letters, digits, spaces and dashes kept. */
export const fileNameOf = (title: string, extension: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'form'
  }.${extension}`;
