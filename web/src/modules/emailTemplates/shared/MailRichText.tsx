import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { RichTextToolbar, richTextLabels } from '../../../ui/richText/RichTextToolbar';
import classes from './richText.module.css';

export interface MailRichTextProps {
  id: string;
  label: string;
  /** The HTML when the editor opens; a new `resetKey` loads a new one. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  /** Short parts (a design's header and footer) keep to emphasis and links. */
  short?: boolean;
  description?: string;
}

export interface MailRichTextHandle {
  /** Writes text where the cursor is (a placeholder chip). */
  insert: (text: string) => void;
  setHtml: (html: string) => void;
}

/**
 * Rich text for mails (tiptap through Mantine): what the server's mail sanitiser keeps — headings,
 * emphasis, lists, quotes and links — or, for short parts, emphasis and links only.
 */
export const MailRichText = forwardRef<MailRichTextHandle, MailRichTextProps>(function MailRichText(
  { id, label, initialHtml, onChange, error, required, short, description },
  ref,
) {
  const { t, i18n } = useTranslation();
  const handler = useRef(onChange);
  handler.current = onChange;
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false, heading: short ? false : { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, autolink: true }),
    ],
    [short],
  );
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        dir: 'auto',
        lang: i18n.language,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => handler.current(current.isEmpty ? '' : current.getHTML()),
  });
  useImperativeHandle(ref, () => ({
    insert: (text) => editor?.chain().focus().insertContent(text).run(),
    setHtml: (html) => {
      editor?.commands.setContent(html);
      handler.current(html);
    },
  }));

  return (
    <Input.Wrapper label={label} required={required} error={error} errorProps={{ id: errorId }} description={description} labelProps={{ htmlFor: id }}>
      <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor} style={short ? { ['--mail-editor-height' as string]: '3rem' } : undefined}>
        <RichTextToolbar headings={!short} />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
});
