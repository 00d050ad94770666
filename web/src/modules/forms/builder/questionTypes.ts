import {
  IconAdjustmentsHorizontal,
  IconAlignJustified,
  IconAlignLeft,
  IconBinaryTree,
  IconCalendar,
  IconCircleCheck,
  IconCircleDot,
  IconCoin,
  IconGauge,
  IconGridDots,
  IconH1,
  IconH2,
  IconLetterCase,
  IconLink,
  IconListCheck,
  IconListNumbers,
  IconMapPin,
  IconMathFunction,
  IconNumbers,
  IconPaperclip,
  IconPhone,
  IconPuzzle,
  IconSection,
  IconSelector,
  IconSignature,
  IconSitemap,
  IconSquareCheck,
  IconStar,
  IconTable,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { OPTION_TYPES, behaviourOf, type LocalizedText, type Question, type QuestionOption, type QuestionType, type TableColumn } from '@seedbed/contracts/forms';
import type { Language } from '@seedbed/contracts/languages';

export const TYPE_ICONS: Record<QuestionType, Icon> = {
  text: IconLetterCase,
  text_long: IconAlignJustified,
  text_link: IconLink,
  phone: IconPhone,
  select_radio: IconCircleDot,
  select_checkbox: IconSquareCheck,
  select_dropdown: IconSelector,
  select_multi_dropdown: IconListCheck,
  tree_single: IconSitemap,
  tree_multi: IconBinaryTree,
  ranking: IconListNumbers,
  consent: IconCircleCheck,
  number: IconNumbers,
  currency: IconCoin,
  number_scale: IconAdjustmentsHorizontal,
  rating: IconStar,
  nps: IconGauge,
  calculated: IconMathFunction,
  date: IconCalendar,
  file: IconPaperclip,
  video: IconVideo,
  signature: IconSignature,
  heading: IconH1,
  sub_heading: IconH2,
  paragraph: IconAlignLeft,
  section: IconSection,
  table: IconTable,
  matrix: IconGridDots,
  address: IconMapPin,
  custom_field: IconPuzzle,
};

/**
 * The "Add question" menu's groups. A custom field is not offered here: it stands for one of the
 * organisation's fields, which the profile builders place.
 */
export const TYPE_GROUPS: ReadonlyArray<{ group: 'text' | 'choice' | 'number' | 'dateFiles' | 'layout' | 'advanced'; types: readonly QuestionType[] }> = [
  { group: 'text', types: ['text', 'text_long', 'text_link', 'phone'] },
  { group: 'choice', types: ['select_radio', 'select_checkbox', 'select_dropdown', 'select_multi_dropdown', 'tree_single', 'tree_multi', 'ranking', 'consent'] },
  { group: 'number', types: ['number', 'currency', 'number_scale', 'rating', 'nps', 'calculated'] },
  { group: 'dateFiles', types: ['date', 'file', 'video', 'signature'] },
  { group: 'layout', types: ['heading', 'sub_heading', 'paragraph', 'section'] },
  { group: 'advanced', types: ['table', 'matrix', 'address'] },
];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id for a question, an option or a column: short, and of the characters the schema allows. */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return prefix + Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const text = (language: Language, value: string): LocalizedText => [{ language, value }];

export function newOption(language: Language, label: string): QuestionOption {
  return { value: newId('o'), labels: text(language, label) };
}

export function newColumn(language: Language, label: string): TableColumn {
  return { id: newId('c'), labels: text(language, label), type: 'text' };
}

/** Texts a new question starts with, in the language being edited. */
export interface StarterTexts {
  label: string;
  option: (n: number) => string;
  row: (n: number) => string;
  column: (n: number) => string;
}

/**
 * A new question of a type, complete enough to be saved at once (a label; options, rows or
 * columns where the type needs them; a formula that reads), so that adding never fails.
 */
export function newQuestion(type: QuestionType, language: Language, texts: StarterTexts): Question {
  const question: Question = {
    _id: newId('q'),
    questionType: type,
    behavesAs: behaviourOf(type),
    label: text(language, texts.label),
    description: [],
    validations: {},
    options: [],
  };
  if (OPTION_TYPES.includes(type)) question.options = [newOption(language, texts.option(1)), newOption(language, texts.option(2))];
  if (type === 'tree_single' || type === 'tree_multi') question.optionsDepth = 2;
  if (type === 'matrix') question.rows = [newOption(language, texts.row(1)), newOption(language, texts.row(2))];
  if (type === 'table') question.columns = [newColumn(language, texts.column(1))];
  if (type === 'number_scale') question.scale = { min: 1, max: 5 };
  if (type === 'rating') question.scale = { min: 1, max: 5 };
  if (type === 'calculated') question.formula = '0';
  return question;
}
