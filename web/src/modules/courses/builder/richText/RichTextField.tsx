import { useMemo, useRef, useState } from 'react';
import { Alert, FileButton } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { useRestErrorMessage } from '../../../../app/http/useRestErrorMessage';
import { RichTextToolbar, richTextLabels } from '../../../../ui/richText/RichTextToolbar';
import { IMAGE_TYPES } from '../upload';
import { LessonImage } from './lessonImage';
import classes from './richText.module.css';

export interface RichTextFieldProps {
  /** The HTML when the editor opens. */
  initialHtml: string;
  /** The accessible name of the writing area. */
  label: string;
  /** '' once nothing is written. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Pictures may be placed in the text: each is uploaded (as a file of the course) and kept by its address. */
  uploadImage?: (file: File) => Promise<string>;
}

/**
 * The builder's rich text (tiptap through Mantine): headings, emphasis, lists, quotes, links and,
 * for lessons, pictures — what the server's sanitiser keeps. Loaded when a text is first edited.
 */
export function RichTextField({ initialHtml, label, onChange, onBlur, invalid, describedBy, uploadImage }: RichTextFieldProps) {
  const { t, i18n } = useTranslation();
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };
  const withImages = Boolean(uploadImage);
  const [failure, setFailure] = useState<string>();
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, autolink: true }),
      ...(withImages ? [LessonImage] : []),
    ],
    [withImages],
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
        dir: 'auto',
        lang: i18n.language,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  });

  return (
    <RichTextEditor editor={editor} labels={richTextLabels(t)} className={classes.editor}>
      <RichTextToolbar headings>{uploadImage ? <ImageControl upload={uploadImage} onFailure={setFailure} /> : null}</RichTextToolbar>
      {failure ? (
        <Alert color="red" role="alert" p="xs" m="xs">
          {failure}
        </Alert>
      ) : null}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

/** "Insert a picture": picks an image, uploads it, places it where the cursor is. */
function ImageControl({ upload, onFailure }: { upload: (file: File) => Promise<string>; onFailure: (message: string | undefined) => void }) {
  const { t } = useTranslation('courseBuilder');
  const { editor } = useRichTextEditorContext();
  const restErrorMessage = useRestErrorMessage();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | null) => {
    if (!file || !editor) return;
    onFailure(undefined);
    if (!IMAGE_TYPES.includes(file.type)) return onFailure(t('richText.imageOnly'));
    setBusy(true);
    try {
      const src = await upload(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src, alt: '' } })
        .run();
    } catch (error) {
      onFailure(restErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={(file) => void pick(file)} accept={IMAGE_TYPES.join(',')}>
      {(props) => (
        <RichTextEditor.Control {...props} aria-label={t('richText.insertImage')} title={t('richText.insertImage')} disabled={busy} aria-busy={busy}>
          <IconPhoto size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}
