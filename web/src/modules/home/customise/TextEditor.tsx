import { useMemo, useRef } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { RichTextToolbar, richTextLabels } from '../../../ui/richText/RichTextToolbar';
import classes from './editor.module.css';

export interface TextEditorProps {
  /** The text's HTML when the editor opens. */
  initialHtml: string;
  /** The accessible name of the writing area. */
  label: string;
  /** The language being written: spelling and direction follow it. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** '' once nothing is written. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The rich text of a home page text (tiptap through Mantine): headings, emphasis, lists, quotes
 * and links — what the server's sanitiser keeps. Loaded with the customise dialog only.
 */
export function TextEditor({ initialHtml, label, language, dir, onChange, onBlur, invalid, describedBy }: TextEditorProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const extensions = useMemo(
    () => [StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false, autolink: true })],
    [],
  );

  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang: language,
        dir,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  return (
    <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor}>
      <RichTextToolbar headings />
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
