import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The rich-text editor is downloaded when a text is first edited, as for notes and home texts.
const TextEditor = lazy(async () => ({ default: (await import('../../home/customise/TextEditor')).TextEditor }));

/** The product's rich-text editor for a funnel text, written in the interface language's direction. */
export function HtmlEditor({ label, html, onChange }: { label: string; html: string; onChange: (html: string) => void }) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" aria-label={label} />}>
      <TextEditor initialHtml={html} label={label} language={i18n.language} dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'} onChange={onChange} />
    </Suspense>
  );
}
