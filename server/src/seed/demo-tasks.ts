import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../core/context.ts';
import { schema } from '../core/db/pool.ts';
import type { Services } from '../core/services.ts';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { IncubatorRow } from '../db/schema/index.ts';
import { runAs } from '../core/request-context.ts';
import { createTask, updateTaskDone } from '../modules/tasks/service.ts';
import { syncStartupProfileTasks } from '../modules/startups/profile-task.ts';
import { syncUserProfileTask } from '../modules/users/profile-task.ts';

interface DemoTask {
  by: string;
  name: string;
  /** People by email, or a startup's whole team. */
  to: string[] | { team: string };
  /** Days from today (the incubator's day); negative ones are overdue. */
  due: number;
  url?: string;
  startup?: string;
  doneBy?: string[];
}

const TASKS: DemoTask[] = [
  { by: 'admin@demo.test', name: 'Review the Q3 cohort selection report', to: ['staff@demo.test', 'subadmin@demo.test'], due: 0, url: 'https://demo.test/reports/q3-selection' },
  { by: 'admin@demo.test', name: 'Confirm venue for Demo Day rehearsal', to: ['staff@demo.test'], due: 1 },
  { by: 'admin@demo.test', name: 'Send the mentor onboarding pack', to: ['admincoach@demo.test'], due: -2 },
  { by: 'admin@demo.test', name: 'Prepare the board update on programme KPIs', to: ['admin@demo.test'], due: 6 },
  { by: 'staff@demo.test', name: 'Upload your pitch deck v3', to: { team: 'GreenLoop' }, due: 1, startup: 'GreenLoop' },
  { by: 'staff@demo.test', name: 'Book a slot for investor office hours', to: ['founder@demo.test'], due: 4, startup: 'GreenLoop', url: '/calendar' },
  { by: 'coach@demo.test', name: 'Draft three customer interview scripts', to: { team: 'GreenLoop' }, due: -1, startup: 'GreenLoop', doneBy: ['ana.costa@demo.test'] },
  { by: 'coach@demo.test', name: 'Share unit economics spreadsheet', to: { team: 'MediSync' }, due: 0, startup: 'MediSync' },
  { by: 'coach@demo.test', name: 'Write up notes from the pricing workshop', to: ['coach@demo.test'], due: 1, startup: 'MediSync' },
  { by: 'admincoach@demo.test', name: 'Map the restaurant partner pipeline', to: { team: 'FarmLink' }, due: 3, startup: 'FarmLink' },
  { by: 'admincoach@demo.test', name: 'Close the books for October', to: { team: 'LedgerLeaf' }, due: -3, startup: 'LedgerLeaf' },
  { by: 'admincoach@demo.test', name: 'Plan the mentor speed-dating session', to: ['mentor@demo.test', 'expert@demo.test'], due: 5 },
  { by: 'staff@demo.test', name: 'Score the five shortlisted applications', to: ['evaluator@demo.test'], due: 2 },
  { by: 'staff@demo.test', name: 'Fill in the community skills survey', to: ['member@demo.test'], due: 7, url: 'https://demo.test/survey/skills' },
  {
    by: 'coach@demo.test',
    name: 'Send the supplier contract to legal',
    to: ['founder@demo.test', 'ana.costa@demo.test'],
    due: 0,
    startup: 'GreenLoop',
    doneBy: ['founder@demo.test'],
  },
  { by: 'staff@demo.test', name: 'Check the data room checklist', to: ['staff@demo.test'], due: -1, doneBy: ['staff@demo.test'] },
];

/**
 * Tasks for every role, made through the same service calls as the task form (so their events,
 * notifications and live updates are real), then the automatic profile tasks.
 */
export async function seedDemoTasks(withMail: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>) {
  // The demo's history happened before anyone was there to read mail: none is sent for it.
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  const zone = incubator.timezone;
  const today = localDate(new Date(), zone);
  const overdue: Array<{ id: string; due: Date }> = [];
  for (const task of TASKS) {
    const assignees = Array.isArray(task.to) ? task.to.map((email) => ({ type: 'user', value: users.get(email)! })) : [{ type: 'startup', value: startups.get(task.to.team)! }];
    const due = endOfLocalDay(addDays(today, task.due), zone);
    const created = await runAs(services, incubator, users.get(task.by)!, (ctx) =>
      createTask(ctx, {
        name: task.name,
        // The form refuses past dates: overdue tasks are made due today, then moved back below.
        dueDate: (task.due < 0 ? endOfLocalDay(today, zone) : due).toISOString(),
        assignees,
        url: task.url ?? null,
        startupId: task.startup ? startups.get(task.startup) : null,
      }),
    );
    if (task.due < 0) overdue.push({ id: created.id, due });
    for (const email of task.doneBy ?? []) {
      await runAs(services, incubator, users.get(email)!, (ctx) => updateTaskDone(ctx, { done: true }, created.id));
    }
  }
  await runAs(services, incubator, null, async (ctx: Context) => {
    const db = await ctx.tx.db();
    for (const { id, due } of overdue) {
      await db
        .update(schema.tasks)
        .set({ dueDate: due })
        .where(and(eq(schema.tasks.incubatorId, incubator.id), eq(schema.tasks.id, id)));
      await db
        .update(schema.taskAssignees)
        .set({ dueDate: due })
        .where(and(eq(schema.taskAssignees.incubatorId, incubator.id), eq(schema.taskAssignees.taskId, id)));
    }
    for (const startupId of startups.values()) await syncStartupProfileTasks(ctx, db, startupId);
    const people = await db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.incubatorId, incubator.id), inArray(schema.users.id, [...users.values()])));
    for (const person of people) await syncUserProfileTask(ctx, db, person, { activated: true });
  });
}
