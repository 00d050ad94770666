import { builder } from '../../core/schema-builder.ts';
import { User } from '../users/schema.ts';
import { changePassword, deleteMyAccount, logoutOtherSessions, updateMySettings } from './service.ts';

// Arguments are nullable in GraphQL and checked by the service's schemas, so a bad value is a
// VALIDATION_ERROR in the user's language rather than a bare GraphQL type error.
builder.mutationFields((t) => ({
  updateMySettings: t.field({
    type: User,
    nullable: false,
    args: { language: t.arg.string(), timezone: t.arg.string(), dateFormat: t.arg.string() },
    resolve: (_r, args, ctx) => updateMySettings(ctx, args),
  }),
  changePassword: t.boolean({
    nullable: false,
    args: { currentPassword: t.arg.string(), newPassword: t.arg.string() },
    resolve: (_r, args, ctx) => changePassword(ctx, args),
  }),
  logoutOtherSessions: t.int({
    nullable: false,
    resolve: (_r, _a, ctx) => logoutOtherSessions(ctx),
  }),
  deleteMyAccount: t.boolean({
    nullable: false,
    args: { password: t.arg.string() },
    resolve: (_r, args, ctx) => deleteMyAccount(ctx, args),
  }),
}));
