import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.ts';

/** Attachments REST (upload, list, read, update, delete, user files). */
export async function attachmentRoutes(_app: FastifyInstance, _services: Services): Promise<void> {}
