import { Avatar, Box, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../shell/user/roleName';
import type { Milestone, StartupFile, TimelineEntry } from '../graphql';
import { calendarDay, sortMilestones } from '../milestones/milestoneForm';
import type { LoadedKind } from '../timeline/kinds';
import { NoteBody } from '../timeline/NoteBody';
import { exportedPost } from './timelineExport';
import type { CsvPost } from './csv';

/** The whole file on one page, as it prints: profile, people, milestones and every post of the timeline. */
export function PrintableFile({
  startup,
  kinds,
  items,
  milestones,
}: {
  startup: StartupFile;
  kinds: ReadonlyMap<string, LoadedKind>;
  items: TimelineEntry[];
  milestones: Milestone[] | null;
}) {
  const { t, i18n } = useTranslation('startupFile');
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const moment = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const place = [startup.city, startup.country].filter(Boolean).join(', ');
  const facts: Array<[string, string]> = [
    [t('company.stage'), startup.stage ? t(`stages.${startup.stage}`, { defaultValue: startup.stage }) : ''],
    [t('company.yearFounded'), startup.yearFounded ? String(startup.yearFounded) : ''],
    [t('company.website'), startup.website ?? ''],
    [t('company.location'), place],
    [t('company.programs'), startup.programs.map((p) => p.name).join(', ')],
    [t('company.industries'), startup.industries.map((i) => i.name).join(', ')],
    [t('company.tags'), startup.tags.map((tag) => tag.name).join(', ')],
  ];
  const messages = new Map(items.flatMap((item) => notesOf(item)));

  return (
    <Box data-print-root className="startup-print" component="section" aria-label={t('export.printable')}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={startup.logo || null} name={startup.name} color="initials" radius="md" size={56} alt="" />
          <div>
            <Title order={1} size="h2">
              {startup.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('export.printedOn', { date: day(new Date().toISOString()) })}
            </Text>
          </div>
        </Group>
        {startup.description ? (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {startup.description}
          </Text>
        ) : null}
        <Box component="dl" m={0} className="startup-print-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <Text component="dt" fw={600} size="sm">
                  {label}
                </Text>
                <Text component="dd" m={0} size="sm">
                  {value}
                </Text>
              </div>
            ))}
        </Box>
        <section>
          <Title order={2} size="h4">
            {t('company.founders')}
          </Title>
          <Text size="sm">
            {startup.founders.length
              ? startup.founders.map(({ user, founderType }) => `${user.fullName} (${t(`founderTypes.${founderType}`, { defaultValue: founderType })})`).join(', ')
              : t('company.noFounders')}
          </Text>
        </section>
        <section>
          <Title order={2} size="h4">
            {t('company.assigned')}
          </Title>
          <Text size="sm">
            {startup.assignedPeople.length
              ? startup.assignedPeople.map((p) => (p.roleType ? `${p.fullName} (${roleName(t, { type: p.roleType, label: p.roleLabel ?? null })})` : p.fullName)).join(', ')
              : t('company.noAssigned')}
          </Text>
        </section>
        {milestones ? (
          <section>
            <Title order={2} size="h4">
              {t('tabs.milestones')}
            </Title>
            {milestones.length === 0 ? (
              <Text size="sm">{t('milestones.empty')}</Text>
            ) : (
              <Box component="ul" m={0} ps="md">
                {sortMilestones(milestones).map((m) => (
                  <Text component="li" size="sm" key={m._id}>
                    {m.name} — {t(`milestones.statuses.${m.status}`, { defaultValue: m.status })}
                    {m.dueDate ? ` · ${t('milestones.due', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(calendarDay(m.dueDate)) })}` : ''}
                    {m.owner ? ` · ${t('milestones.ownedBy', { name: m.owner.fullName })}` : ''}
                  </Text>
                ))}
              </Box>
            )}
          </section>
        ) : null}
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('tabs.activities')}
          </Title>
          {items.length === 0 ? <Text size="sm">{t('timeline.empty')}</Text> : null}
          <Stack gap="sm">
            {items.map((item) => {
              const post = exportedPost(item, kinds, t);
              return (
                <Box key={post._id} className="startup-print-post">
                  <PrintedPost post={post} html={messages.get(post._id)} when={moment(post.createdAt)} />
                  {post.replies.map((reply) => (
                    <Box key={reply._id} ps="lg" mt={6}>
                      <PrintedPost post={reply} html={messages.get(reply._id)} when={moment(reply.createdAt)} />
                    </Box>
                  ))}
                  <Divider mt="sm" />
                </Box>
              );
            })}
          </Stack>
        </section>
      </Stack>
    </Box>
  );
}

/** A note's stored HTML, by id, for the notes and replies that have one. */
function notesOf(item: TimelineEntry): Array<[string, string]> {
  const note = item as unknown as { _id: string; message?: unknown; replies?: Array<{ _id: string; message?: unknown }> };
  const own: Array<[string, string]> = typeof note.message === 'string' ? [[note._id, note.message]] : [];
  return [...own, ...(note.replies ?? []).flatMap((reply): Array<[string, string]> => (typeof reply.message === 'string' ? [[reply._id, reply.message]] : []))];
}

function PrintedPost({ post, html, when }: { post: CsvPost; html: string | undefined; when: string }) {
  const { t } = useTranslation('startupFile');
  const marks = [post.isPinned ? t('timeline.pinned') : null, post.isUpdate ? t('timeline.update') : null, post.isPublic === false ? t('timeline.private') : null].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {post.author}
        {post.role ? ` · ${post.role}` : ''} · {when} · {post.kind}
        {marks.length ? ` · ${marks.join(', ')}` : ''}
      </Text>
      {html ? <NoteBody html={html} /> : post.text ? <Text size="sm">{post.text}</Text> : null}
      {post.attachments.length ? (
        <Text size="xs" c="dimmed">
          {t('export.columns.attachments')}: {post.attachments.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
