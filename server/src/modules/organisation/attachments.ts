import { requireViewer } from '../../core/context.ts';
import { isOrganisationAdmin } from '../../core/organisation-admin.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';

/**
 * The organisation's own files are for everyone who belongs to it; like its settings
 * (access.ts), only its admins change them. Another organisation's id is nobody's here.
 */
export const organisationFileAccess: AttachmentReferenceAccess = {
  canView: async (ctx, id) => id === ctx.incubator.id,
  canEdit: async (ctx, id) => id === ctx.incubator.id && Boolean(requireViewer(ctx)) && isOrganisationAdmin(ctx),
};
