import { createContext, useContext } from 'react';
import type { StartupFile } from './graphql';

/** The startup whose file is open, as the header read it: every section reads it from here. */
export const StartupFileContext = createContext<StartupFile | null>(null);

export function useStartupFile(): StartupFile {
  const startup = useContext(StartupFileContext);
  if (!startup) throw new Error('useStartupFile is used outside a startup file');
  return startup;
}

/** Everyone around the startup once: its founders, then the people assigned to it. */
export function startupPeople(startup: Pick<StartupFile, 'founders' | 'assignedPeople'>): Array<{ _id: string; fullName: string; avatar: string | null }> {
  const people = new Map<string, { _id: string; fullName: string; avatar: string | null }>();
  for (const { user } of startup.founders) people.set(user._id, { _id: user._id, fullName: user.fullName, avatar: null });
  for (const person of startup.assignedPeople) if (!people.has(person._id)) people.set(person._id, { _id: person._id, fullName: person.fullName, avatar: person.avatar ?? null });
  return [...people.values()];
}
