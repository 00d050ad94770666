import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { organisationFileAccess } from './attachments.ts';

export const organisationModule: ServerModule = { name: 'organisation', schema: [schema], fileAccess: { incubator: organisationFileAccess } };
