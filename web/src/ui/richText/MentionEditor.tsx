import { useMemo, useRef, useState } from 'react';
import { Paper, Portal, UnstyledButton } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Mention from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../modules/profile/UserAvatar';
import { RichTextToolbar, richTextLabels } from './RichTextToolbar';
import classes from './mentionEditor.module.css';

/** Someone who can be named with '@'. */
export interface MentionCandidate {
  _id: string;
  fullName: string;
  avatar?: string | null;
}

export interface MentionEditorProps {
  /** The text's HTML when editing; empty for a new one. */
  initialHtml?: string;
  /** The accessible name of the writing area. */
  label: string;
  /** The accessible name of the list of people offered after '@'. */
  mentionListLabel: string;
  /** The people offered for what was typed after '@': a list at hand, or the server's answer. */
  findPeople: (query: string) => readonly MentionCandidate[] | Promise<readonly MentionCandidate[]>;
  onChange: (html: string, empty: boolean) => void;
  /** Ctrl+Enter (⌘+Enter) sends. */
  onSubmit?: () => void;
  autoFocus?: boolean;
}

interface Suggestion {
  items: readonly MentionCandidate[];
  active: number;
  rect: DOMRect | null;
  choose: (person: MentionCandidate) => void;
}

/**
 * A rich text editor (tiptap through Mantine) with '@' mentions: bold, italic, lists, quotes, links,
 * and people named as `span[data-type=mention]`, which the server's sanitiser keeps and reads to
 * notify them. The timeline's notes and the news feed's posts write with it. It is its own chunk,
 * loaded when a composer opens.
 */
export function MentionEditor({ initialHtml = '', label, mentionListLabel, findPeople, onChange, onSubmit, autoFocus }: MentionEditorProps) {
  const { t } = useTranslation();
  const findRef = useRef(findPeople);
  findRef.current = findPeople;
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const suggestionRef = useRef<Suggestion | null>(null);
  suggestionRef.current = suggestion;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true }),
      Mention.configure({
        HTMLAttributes: { class: classes.mention },
        suggestion: {
          items: async ({ query }) => [...(await findRef.current(query))],
          command: ({ editor, range, props }) => {
            editor
              .chain()
              .focus()
              .insertContentAt(range, [
                { type: 'mention', attrs: props },
                { type: 'text', text: ' ' },
              ])
              .run();
          },
          render: () => {
            const show = (props: SuggestionProps<MentionCandidate>) =>
              setSuggestion((current) => ({
                items: props.items,
                active: current && current.items === props.items ? current.active : 0,
                rect: props.clientRect?.() ?? null,
                choose: (person) => props.command({ id: person._id, label: person.fullName }),
              }));
            return {
              onStart: show,
              onUpdate: show,
              onKeyDown: ({ event }: SuggestionKeyDownProps) => {
                const open = suggestionRef.current;
                if (!open || open.items.length === 0) return false;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  setSuggestion({ ...open, active: (open.active + step + open.items.length) % open.items.length });
                  return true;
                }
                if (event.key === 'Enter' || event.key === 'Tab') {
                  open.choose(open.items[open.active]);
                  return true;
                }
                if (event.key === 'Escape') {
                  setSuggestion(null);
                  // The dialog or page around keeps its own Escape.
                  event.stopPropagation();
                  return true;
                }
                return false;
              },
              onExit: () => setSuggestion(null),
            };
          },
        },
      }),
    ],
    [],
  );

  const editor = useEditor({
    extensions,
    content: initialHtml,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && submitRef.current) {
          submitRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML(), current.isEmpty),
  });

  return (
    <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor}>
      <RichTextToolbar />
      <RichTextEditor.Content />
      {suggestion && suggestion.items.length > 0 && suggestion.rect ? (
        <Portal>
          <Paper
            shadow="md"
            withBorder
            p={4}
            className={classes.mentions}
            style={{ top: suggestion.rect.bottom + 4, left: suggestion.rect.left }}
            role="listbox"
            aria-label={mentionListLabel}
          >
            {suggestion.items.map((person, index) => (
              <UnstyledButton
                key={person._id}
                role="option"
                aria-selected={index === suggestion.active}
                data-active={index === suggestion.active || undefined}
                className={classes.mentionOption}
                // Keeps the focus (and the typed '@…') in the editor.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => suggestion.choose(person)}
              >
                <UserAvatar name={person.fullName} src={person.avatar} size={22} />
                <span>{person.fullName}</span>
              </UnstyledButton>
            ))}
          </Paper>
        </Portal>
      ) : null}
    </RichTextEditor>
  );
}
