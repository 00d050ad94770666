import { describe, expect, it } from 'vitest';
import { videoLinkOf } from './videoLink';

describe('a lesson video link', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    ['youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('embeds %s privately', (link, src) => {
    expect(videoLinkOf(link)).toEqual({ kind: 'embed', provider: expect.any(String), src });
  });

  it('offers any other address as a link, and refuses what is not one', () => {
    expect(videoLinkOf('https://example.test/talk.mp4')).toEqual({ kind: 'link', href: 'https://example.test/talk.mp4' });
    expect(videoLinkOf('https://www.youtube.com/watch?v=<script>')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch?v=<script>' });
    expect(videoLinkOf('javascript:alert(1)')).toBeNull();
    expect(videoLinkOf('')).toBeNull();
    expect(videoLinkOf(null)).toBeNull();
  });
});
