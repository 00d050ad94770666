import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { MailDecorator } from '../core/mail.ts';
import type { Services } from '../core/services.ts';
import { serverModules, type Background } from '../modules/index.ts';
import { registerAttachmentReference } from '../modules/attachments/references.ts';
import { declareEvents } from '../modules/activity/declare.ts';
import { reactToEvents } from '../core/events.ts';
import { declareDeliveries } from '../core/deliveries.ts';
import { registerBearerScheme } from '../core/auth/bearer.ts';
import { declareSearchSources } from '../modules/search/registry.ts';
import { declareExportTypes } from '../modules/exports/registry.ts';

/** The REST routes of every listed module. */
export async function addModuleRoutes(app: FastifyInstance, services: Services): Promise<void> {
  for (const module of serverModules) await module.routes?.(app, services);
}

let declarationsRegistered = false;

/**
 * What the modules declare beyond their schema, once per process: who reaches attached files per
 * kind of record, the kinds of event each records, its reactions to events, what of the registries
 * it delivers (throws when a module names something no registry holds), how the record search
 * finds its records, and the lists the export engine writes (a type declared twice stops the start).
 */
export function registerModuleDeclarations(): void {
  if (declarationsRegistered) return;
  declarationsRegistered = true;
  for (const module of serverModules) {
    for (const [kind, access] of Object.entries(module.fileAccess ?? {})) registerAttachmentReference(kind, access);
    if (module.events) declareEvents(module.events);
    for (const reactions of [module.reactions ?? []].flat()) reactToEvents(reactions);
    if (module.delivers) declareDeliveries(module.name, module.delivers);
    if (module.searchSources) declareSearchSources(module.name, module.searchSources);
    if (module.bearerTokens) registerBearerScheme(module.bearerTokens);
    if (module.exportTypes) declareExportTypes(module.name, module.exportTypes);
  }
}

/** The modules' steps for every mail, one after another in the order of the list. */
export function moduleMailDecorator(pool: pg.Pool, config: Config): MailDecorator {
  const steps = serverModules.flatMap((module) => (module.decorateMail ? [module.decorateMail(pool, config)] : []));
  return async (incubatorId, mail) => {
    let decorated = mail;
    for (const step of steps) decorated = await step(incubatorId, decorated);
    return decorated;
  };
}

/** The modules' work before the server listens, in the order of the list. */
export async function prepareModules(services: Services): Promise<void> {
  for (const module of serverModules) await module.prepare?.(services);
}

/** Starts the modules' background work; stopping it stops each in the reverse order. */
export function startBackground(services: Services): Background {
  const started = serverModules.flatMap((module) => (module.background ? [module.background(services)] : []));
  return {
    async stop() {
      for (const work of started.reverse()) await work.stop();
    },
  };
}
