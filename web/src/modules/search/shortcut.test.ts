import { afterEach, describe, expect, it } from 'vitest';
import { isSearchShortcut, type ShortcutEvent } from './shortcut';

const hosts: HTMLElement[] = [];
// The elements are added to the page itself (an editable area is only editable there); they go
// after each test, or the next test files of the same worker would find them.
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  hosts.push(host);
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
}

const press = (key: string, target: EventTarget | null, mods: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...mods,
});

describe('isSearchShortcut (spec 1 §2.9)', () => {
  const page = () => element('<p>text</p>');

  it.each<[string, ShortcutEvent, boolean]>([
    ['/ on the page', press('/', document.body), true],
    ['/ on a paragraph', press('/', page()), true],
    ['/ with Shift (layouts where / needs it)', press('/', page(), { ctrlKey: false }), true],
    ['Ctrl+K', press('k', page(), { ctrlKey: true }), true],
    ['Cmd+K', press('k', page(), { metaKey: true }), true],
    ['Ctrl+Shift+K (K upper-case)', press('K', page(), { ctrlKey: true }), true],
    ['K alone', press('k', page()), false],
    ['Alt+K', press('k', page(), { altKey: true }), false],
    ['Ctrl+Alt+K', press('k', page(), { ctrlKey: true, altKey: true }), false],
    ['Ctrl+/', press('/', page(), { ctrlKey: true }), false],
    ['another key', press('s', page()), false],
    ['a key already handled', press('/', page(), { defaultPrevented: true }), false],
    ['/ in an input', press('/', element('<input data-target />')), false],
    ['Ctrl+K in an input', press('k', element('<input data-target />'), { ctrlKey: true }), false],
    ['/ in a textarea', press('/', element('<textarea data-target></textarea>')), false],
    ['/ in a select', press('/', element('<select data-target></select>')), false],
    ['/ on a button', press('/', element('<button data-target>b</button>')), false],
    ['/ in an editable area', press('/', element('<div contenteditable="true" data-target>x</div>')), false],
    ['/ inside an editable area', press('/', element('<div contenteditable=""><b data-target>x</b></div>')), false],
    ['/ with no target', press('/', null), true],
  ])('%s → %s', (_case, event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });
});
