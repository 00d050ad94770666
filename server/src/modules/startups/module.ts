import type { ServerModule } from '../server-module.ts';
import { startupFileAccess } from './attachments.ts';

export const startupsModule: ServerModule = { name: 'startups', fileAccess: { startup: startupFileAccess } };
