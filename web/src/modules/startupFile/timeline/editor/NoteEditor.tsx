import { useTranslation } from 'react-i18next';
import { MentionEditor } from '../../../../ui/richText/MentionEditor';
import { mentionMatches, type MentionPerson } from './mentions';

export interface NoteEditorProps {
  /** The note's HTML when editing; empty for a new note. */
  initialHtml?: string;
  /** The accessible name of the writing area. */
  label: string;
  /** People who can be mentioned with '@'. */
  people: readonly MentionPerson[];
  onChange: (html: string, empty: boolean) => void;
  /** Ctrl+Enter (⌘+Enter) sends. */
  onSubmit?: () => void;
  autoFocus?: boolean;
}

/**
 * The rich text editor of notes and replies: the shared editor with '@' mentions of the startup's
 * people. It is its own chunk, loaded when a composer opens.
 */
export function NoteEditor({ people, ...props }: NoteEditorProps) {
  const { t } = useTranslation('startupFile');
  return <MentionEditor {...props} mentionListLabel={t('editor.mentionList')} findPeople={(query) => mentionMatches(people, query)} />;
}
