import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { programInputSchema } from '@seedbed/contracts/startups';
import { defineChange } from '../../core/change.ts';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { authorize } from '../permissions/scope.ts';
import { loadVisibleProgram, mayEditProgram, requireThat } from './access.ts';
import { programs } from './repo.ts';

/** The changes of programmes: create (the creator becomes an administrator), save, delete. */

const PROGRAM_FIELDS = ['name', 'description', 'cohort', 'startDate', 'endDate'] as const;

/** A programme's columns as the form sends them: a date left out is no date. */
const programValues = (input: z.infer<typeof programInputSchema>) => ({
  name: input.name,
  description: input.description,
  cohort: input.cohort,
  startDate: input.startDate ?? null,
  endDate: input.endDate ?? null,
});

/** A programme; its creator becomes its first administrator. */
export const createProgram = defineChange({
  input: () => programInputSchema,
  authorize: (ctx) => authorize(ctx, 'PROGRAM:CREATE'),
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const [program] = await db
      .insert(programs)
      .values({ incubatorId: ctx.incubator.id, id: newId(), ...programValues(input), createdBy: viewer.user.id })
      .returning();
    await db.insert(schema.programAdmins).values({ incubatorId: ctx.incubator.id, programId: program.id, userId: viewer.user.id });
    return { result: program, events: [{ kind: 'program.created', subjectKind: 'program', subjectId: program.id, data: { name: program.name } }] };
  },
});

/** Saves the whole programme as the form sends it (a field left out is cleared). */
export const updateProgram = defineChange({
  input: () => programInputSchema,
  async authorize(ctx, _input, programId: string) {
    const program = await loadVisibleProgram(ctx, programId);
    await requireThat(mayEditProgram(ctx, program));
    return program;
  },
  async write(ctx, db, input, program) {
    const values = programValues(input);
    const fields = PROGRAM_FIELDS.filter((field) => values[field] !== program[field]);
    if (!fields.length) return { result: program, events: [] };
    const [updated] = await db
      .update(programs)
      .set(values)
      .where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, program.id)))
      .returning();
    return { result: updated, events: [{ kind: 'program.updated', subjectKind: 'program', subjectId: program.id, data: { name: updated.name, fields } }] };
  },
});

export const deleteProgram = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, programId: string) {
    const program = await loadVisibleProgram(ctx, programId);
    await requireThat(mayEditProgram(ctx, program));
    return program;
  },
  async write(ctx, db, _input, program) {
    await db.delete(programs).where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, program.id)));
    return { result: true, events: [{ kind: 'program.deleted', subjectKind: 'program', subjectId: program.id, data: { name: program.name } }] };
  },
});
