import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { splitCsv } from '../../organisation/users/csv';
import { EVENT_ITEM_FIELDS, MILESTONE_POST_FIELDS, type TimelineEntry } from '../graphql';
import type { LoadedKind } from '../timeline/kinds';
import { eventKind } from '../timeline/kinds/eventKind';
import { milestoneKind } from '../timeline/kinds/milestoneKind';
import { csvField, csvFileName, downloadText, htmlToText, timelineCsvRows, toCsv } from './csv';
import { exportedPost, readWholeTimeline } from './timelineExport';

const t = ((key: string, params?: Record<string, unknown>) => (params?.name ? `${key}(${params.name})` : key)) as unknown as TFunction;
const labels = {
  columns: {
    date: 'Date',
    kind: 'Kind',
    author: 'Author',
    role: 'Role',
    text: 'Text',
    visibility: 'Visibility',
    pinned: 'Pinned',
    update: 'Update',
    attachments: 'Files',
    replyTo: 'Reply to',
  },
  public: 'Public',
  private: 'Private',
  yes: 'Yes',
  no: 'No',
};
const kinds = new Map<string, LoadedKind>([
  ['Event', { typename: 'Event', labelKey: 'Note', load: async () => eventKind, ...eventKind, fragment: EVENT_ITEM_FIELDS }],
  ['MilestonePost', { typename: 'MilestonePost', labelKey: 'Milestone', load: async () => milestoneKind, ...milestoneKind, fragment: MILESTONE_POST_FIELDS }],
]);
const author = {
  __typename: 'TimelineAuthor',
  _id: 'u1',
  fullName: 'Ana Lopez',
  avatar: null,
  roleType: 'coach',
  roleLabel: 'Lead coach',
  firstStartupPeopleCount: null,
  startups: [],
};
const note = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Event',
  _id: id,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: author,
  message: '<p>Hello</p>',
  isPublic: true,
  isPinned: false,
  isUpdate: false,
  attachments: [],
  replies: [],
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('timeline CSV', () => {
  it('reads a note as plain text: a line per paragraph, no markup, entities decoded', () => {
    expect(htmlToText('<p>Revenue &amp; <strong>growth</strong></p><ul><li>one</li><li>two&nbsp;items</li></ul><p>a<br>b &lt;3 &#233;t&#xE9;</p>')).toBe(
      'Revenue & growth\none\ntwo items\na\nb <3 été',
    );
    expect(htmlToText('<p><span data-type="mention" data-id="x">@Ana</span> see this</p>')).toBe('@Ana see this');
  });

  it('never writes a formula a spreadsheet would run', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('plain')).toBe('plain');
  });

  it('names the file after the startup and the day, without characters a file system refuses', () => {
    expect(csvFileName('A/B: "Seed"', 'timeline', new Date(2026, 4, 3))).toBe('A B Seed timeline 2026-05-03.csv');
  });

  it('reads every page, then writes a file that opens back with every post and reply', async () => {
    const pages = [
      {
        results: [
          note('n1', {
            isPinned: true,
            message: '<p>Pinned, with "quotes", commas\nand lines</p>',
            attachments: [{ name: 'deck.pdf' }],
            replies: [{ ...note('r1', { message: '<p>=1+1</p>', createdBy: null }), __typename: undefined }],
          }),
          note('n2', { isPublic: false, isUpdate: true }),
        ],
        next: 'p2',
      },
      { results: [{ __typename: 'MilestonePost', _id: 'm1', createdAt: '2026-02-01T09:00:00.000Z', createdBy: author, milestone: { name: 'MVP live' } }], next: null },
    ];
    const read = vi.fn(async (cursor: string | null) => pages[cursor === null ? 0 : 1] as unknown as { results: TimelineEntry[]; next: string | null });
    const items = await readWholeTimeline(read);
    expect(read.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'p2']);

    let saved: Blob | undefined;
    const createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:csv';
    };
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    downloadText(
      'Seedling timeline.csv',
      toCsv(
        timelineCsvRows(
          items.map((item) => exportedPost(item, kinds, t)),
          labels,
        ),
      ),
    );
    expect(clicks).toEqual(['Seedling timeline.csv']);
    expect(saved?.type).toBe('text/csv;charset=utf-8');

    // The byte-order mark tells spreadsheet programs the file is UTF-8 (reading it as text drops it).
    expect([...new Uint8Array(await saved!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await saved!.text();
    const rows = splitCsv(text).filter((row) => row.some(Boolean));
    expect(rows[0]).toEqual(['Date', 'Kind', 'Author', 'Role', 'Text', 'Visibility', 'Pinned', 'Update', 'Files', 'id', 'Reply to']);
    expect(rows.slice(1)).toEqual([
      ['2026-03-01T10:00:00.000Z', 'Note', 'Ana Lopez', 'Lead coach', 'Pinned, with "quotes", commas\nand lines', 'Public', 'Yes', 'No', 'deck.pdf', 'n1', ''],
      ['2026-03-01T10:00:00.000Z', 'Note', 'startupFile:timeline.formerMember', '', "'=1+1", 'Public', 'No', 'No', '', 'r1', 'n1'],
      ['2026-03-01T10:00:00.000Z', 'Note', 'Ana Lopez', 'Lead coach', 'Hello', 'Private', 'No', 'Yes', '', 'n2', ''],
      ['2026-02-01T09:00:00.000Z', 'Milestone', 'Ana Lopez', 'Lead coach', 'startupFile:timeline.milestoneReached(MVP live)', '', 'No', 'No', '', 'm1', ''],
    ]);
  });
});
