import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { sendValidationMail } from '../auth/routes.ts';

builder.mutationFields((t) => ({
  resendConfirmationEmail: t.boolean({
    nullable: false,
    resolve: async (_r, _a, ctx) => {
      const viewer = requireViewer(ctx);
      if (viewer.user.validated && viewer.user.status !== 'pending') return false;
      await sendValidationMail(ctx, viewer.user);
      return true;
    },
  }),
}));
