import type { FastifyInstance } from 'fastify';
import type { EventReactions } from '../core/events.ts';
import type { Deliveries } from '../core/deliveries.ts';
import type { BearerTokenScheme } from '../core/auth/bearer.ts';
import type { Services } from '../core/services.ts';
import type { MailDecorator } from '../core/mail.ts';
import type { Config } from '../config.ts';
import type pg from 'pg';
import type { EventDeclarations } from './activity/declare.ts';
import type { AttachmentReferenceAccess } from './attachments/references.ts';
import type { ExportTypeDefinition } from './exports/export-type.ts';
import type { SearchSource } from './search/source.ts';

/** Background work a module keeps running while the server serves (a schedule, a job runner). */
export interface Background {
  stop(): Promise<void>;
}

/**
 * What one feature module brings to the server, declared in its own `module.ts`. The server
 * assembles itself from the list in `modules/index.ts`: nothing joins it by being imported.
 */
export interface ServerModule {
  name: string;
  /**
   * Its schema files. Loading one registers its types, queries, mutations and subscriptions on
   * the shared builder (core/schema-builder.ts); the list names them so that the module declares
   * every part of the API it adds.
   */
  schema?: readonly object[];
  /** The kinds of domain event it records, each with its payload and its sentence in the activity feed (its `events.ts`). */
  events?: EventDeclarations;
  /**
   * The flags, permission keys and notification types of the registries (contracts/) that it
   * delivers: the plan, the roles editor and the notification preferences list only these.
   */
  delivers?: Deliveries;
  /**
   * What it does when events happen (live pushes, notifications), inside the recording transaction.
   * A module whose parts react to the same kind lists their sets: each runs, in the order listed.
   */
  reactions?: EventReactions | readonly EventReactions[];
  /** Its REST routes. */
  routes?: (app: FastifyInstance, services: Services) => void | Promise<void>;
  /** Who reaches the files attached to its records, by kind of record (attachments/references.ts). */
  fileAccess?: Readonly<Record<string, AttachmentReferenceAccess>>;
  /** Work done once at start, before the server listens. */
  prepare?: (services: Services) => Promise<void>;
  /** Started once the server listens; stopped, in the reverse order of the list, when it stops. */
  background?: (services: Services) => Background;
  /** How the top bar's record search (plan flag broadSearch) finds its records, one source per kind. */
  searchSources?: readonly SearchSource[];
  /** What it does to every mail the mailer sends (the organisation's design); made once per mailer. */
  decorateMail?: (pool: pg.Pool, config: Config) => MailDecorator;
  /** Bearer tokens of its own kind accepted on /graphql (the public API's tokens), told apart by their prefix. */
  bearerTokens?: BearerTokenScheme;
  /** The lists it lets people download through the export engine (modules/exports), one definition per type. */
  exportTypes?: readonly ExportTypeDefinition[];
}
