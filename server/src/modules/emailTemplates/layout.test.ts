import { describe, expect, it } from 'vitest';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { DEFAULT_BRAND_PALETTE } from '../incubators/defaults.ts';
import { fillHtml, fillText } from './blueprints.ts';
import { htmlToText } from './html.ts';
import { builtInDesign, renderDesign } from './layout.ts';

const incubator = {
  name: 'Harbour <Labs>',
  logo: '/api/files/logo.png',
  whiteLogo: null,
  address: '1 Quay Street, Lisbon',
  supportEmail: { email: 'help@harbour.example', confirmed: true },
  brandPalette: { ...DEFAULT_BRAND_PALETTE, sidebar: { ...DEFAULT_BRAND_PALETTE.sidebar, backgroundColor: '#0b3d2e', activeItemBackgroundColor: '#e4572e' } },
} as unknown as IncubatorRow;

const mail = { subject: 'Welcome', html: '<p>Hello <a href="https://example.org/x">there</a></p>' };

describe('the design mails are wrapped in', () => {
  it('is built from the branding while none is saved: colours, logo under the organisation’s address, name, address and support e-mail', () => {
    const design = builtInDesign(incubator);
    expect(design).toMatchObject({ headerBackgroundColor: '#0b3d2e', brandColor: '#e4572e', showLogo: true });
    const out = renderDesign(design, incubator, mail, { language: 'en', origin: 'https://harbour.example' });
    expect(out.html).toContain('background-color:#0b3d2e');
    expect(out.html).toContain('<img src="https://harbour.example/api/files/logo.png" alt="Harbour &lt;Labs&gt;"');
    expect(out.html).toContain('<a style="color:#e4572e" href="https://example.org/x">there</a>');
    expect(out.html).toContain('1 Quay Street, Lisbon');
    expect(out.html).toContain('mailto:help@harbour.example');
    expect(out.html).toContain('dir="ltr"');
    // Mail readers ignore style sheets: the layout is tables with inline styles.
    expect(out.html).not.toMatch(/<style|class=/);
    expect(out.text).toContain('Hello there (https://example.org/x)');
    expect(out.text).toContain('help@harbour.example');
  });

  it('is right-to-left for an Arabic recipient, and shows the name when the logo cannot be reached', () => {
    const out = renderDesign(builtInDesign(incubator), incubator, mail, { language: 'ar' });
    expect(out.html).toContain('<html lang="ar" dir="rtl">');
    expect(out.html).toContain('text-align:right');
    expect(out.html).not.toContain('<img');
    expect(out.html).toContain('Harbour &lt;Labs&gt;</span>');
  });

  it('adds the footer a sender gives (a campaign’s unsubscribe link) and keeps the design’s own footer', () => {
    const design = { ...builtInDesign(incubator), footerHtml: '<p>Our own footer</p>', showLogo: false };
    const out = renderDesign(design, incubator, mail, { footerHtml: '<p><a href="https://x.example/u">Unsubscribe</a></p>' });
    expect(out.html).toContain('Our own footer');
    expect(out.html).toContain('Unsubscribe</a>');
    expect(out.text).toContain('Unsubscribe (https://x.example/u)');
  });
});

describe('a reworded product mail', () => {
  it('fills its placeholders: escaped in the text, an address as a link, an address in a link’s href as itself', () => {
    const params = { name: '<Ana>', link: 'https://t.example/accept?token=a&b=1' };
    const html = fillHtml('<p>Hi {{ name }}</p><p>{{link}}</p><p><a href="{{link}}">Accept</a></p>', params);
    expect(html).toBe(
      '<p>Hi &lt;Ana&gt;</p><p><a href="https://t.example/accept?token=a&amp;b=1">https://t.example/accept?token=a&amp;b=1</a></p><p><a href="https://t.example/accept?token=a&amp;b=1">Accept</a></p>',
    );
    expect(htmlToText(html)).toContain('https://t.example/accept?token=a&b=1');
    expect(fillText('Welcome {{name}} to {{incubator}}', { name: 'Ana' })).toBe('Welcome Ana to {{incubator}}');
  });
});
