import { useEffect, useMemo, useRef } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { RichTextToolbar, richTextLabels } from '../../../ui/richText/RichTextToolbar';
import classes from './notesEditor.module.css';

export interface NotesEditorProps {
  /** The text shown; read when the editor opens and again whenever `version` changes. */
  html: string;
  /** Bumped when the text comes from elsewhere (someone else's save, a merge): the editor takes `html` again. */
  version: number;
  label: string;
  readOnly?: boolean;
  /** '' once nothing is written. */
  onChange: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A session's notes in the product's rich text editor (tiptap through Mantine): what the
 * server's sanitiser keeps. Loaded with the notes only.
 */
export function NotesEditor({ html, version, label, readOnly, onChange, onFocus, onBlur }: NotesEditorProps) {
  const { t } = useTranslation();
  const handlers = useRef({ onChange, onFocus, onBlur });
  handlers.current = { onChange, onFocus, onBlur };
  const extensions = useMemo(
    () => [StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false, autolink: true })],
    [],
  );
  const editor = useEditor({
    extensions,
    content: html,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir: 'auto' } },
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onFocus: () => handlers.current.onFocus?.(),
    onBlur: () => handlers.current.onBlur?.(),
  });

  // Text from elsewhere replaces the editor's without counting as the person's own change.
  const shown = useRef(version);
  useEffect(() => {
    if (!editor || shown.current === version) return;
    shown.current = version;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html, version]);

  useEffect(() => {
    // Without an update event: switching modes is not a change of the text.
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor}>
      {readOnly ? null : <RichTextToolbar headings />}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
