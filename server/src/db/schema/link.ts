import { foreignKey, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Target = PgTable & { incubatorId: PgColumn; id: PgColumn };

/**
 * A many-to-many link between two tenant tables: (incubator_id, left, right) is the key, each side
 * is a composite reference that includes incubator_id, and the right side is indexed for reverse lookups.
 */
export function linkTable<L extends string, R extends string>(name: string, sides: Record<L, Target> & Record<R, Target>) {
  const [[leftName, left], [rightName, right]] = Object.entries(sides) as [[L, Target], [R, Target]];
  const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return pgTable(
    name,
    {
      incubatorId: uuid('incubator_id').notNull(),
      [leftName]: uuid(snake(leftName)).notNull(),
      [rightName]: uuid(snake(rightName)).notNull(),
    } as { incubatorId: ReturnType<typeof uuid> } & Record<L | R, ReturnType<typeof uuid>>,
    (t: any) => [
      primaryKey({ columns: [t.incubatorId, t[leftName], t[rightName]] }),
      foreignKey({ columns: [t.incubatorId, t[leftName]], foreignColumns: [left.incubatorId, left.id] }).onDelete('cascade'),
      foreignKey({ columns: [t.incubatorId, t[rightName]], foreignColumns: [right.incubatorId, right.id] }).onDelete('cascade'),
      index(`${name}_${snake(rightName)}_idx`).on(t.incubatorId, t[rightName]),
    ],
  );
}
