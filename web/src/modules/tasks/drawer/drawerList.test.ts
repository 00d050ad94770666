import { describe, expect, it } from 'vitest';
import type { Task } from '../graphql';
import { belongsInDrawer, comeBack, drawerItems, emptyDrawerState, finishLeaving, startLeaving, withFresh } from './drawerList';

const task = (id: string, extra: Partial<Task> = {}): Task => ({
  _id: id,
  name: id,
  url: null,
  dueDate: '2024-03-16T12:00:00Z',
  taskType: 'normal',
  isGroupTask: false,
  done: false,
  viewerCanManage: true,
  startup: null,
  createdBy: null,
  assignees: [{ user: { _id: 'me', fullName: 'Me', avatar: null }, done: false, status: 'pending' }],
  ...extra,
});

describe('drawerItems', () => {
  it('puts a task just created on top, entering, without listing it twice', () => {
    const state = withFresh(emptyDrawerState(), task('new'));
    expect(drawerItems([task('a'), task('new'), task('b')], state)).toEqual([
      { task: task('new'), motion: 'enter' },
      { task: task('a'), motion: undefined },
      { task: task('b'), motion: undefined },
    ]);
  });

  it('keeps a finished task while it leaves, then drops it for good', () => {
    let state = startLeaving(emptyDrawerState(), 'a');
    expect(drawerItems([task('a'), task('b')], state).map((i) => [i.task._id, i.motion])).toEqual([
      ['a', 'leave'],
      ['b', undefined],
    ]);
    state = finishLeaving(state, 'a');
    expect(drawerItems([task('a'), task('b')], state).map((i) => i.task._id)).toEqual(['b']);
    expect(drawerItems([task('a'), task('b')], comeBack(state, 'a')).map((i) => i.task._id)).toEqual(['a', 'b']);
  });
});

describe('belongsInDrawer', () => {
  const windowEnd = new Date('2024-03-17T07:00:00Z');
  it("takes the viewer's own pending tasks due inside the window only", () => {
    expect(belongsInDrawer(task('a'), 'me', windowEnd)).toBe(true);
    expect(belongsInDrawer(task('a'), 'someone else', windowEnd)).toBe(false);
    expect(belongsInDrawer(task('a', { dueDate: '2024-03-20T00:00:00Z' }), 'me', windowEnd)).toBe(false);
    expect(belongsInDrawer(task('a', { assignees: [{ user: { _id: 'me', fullName: 'Me', avatar: null }, done: true, status: 'done' }] }), 'me', windowEnd)).toBe(false);
  });
});
