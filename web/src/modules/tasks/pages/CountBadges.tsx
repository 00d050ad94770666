import { Badge, Group } from '@mantine/core';

export interface Count {
  key: string;
  label: string;
  value: number;
  color: string;
}

/** Counts as small badges; zero counts are dimmed, so the eye goes to what needs attention. */
export function CountBadges({ counts }: { counts: Count[] }) {
  return (
    <Group gap={6} wrap="wrap">
      {counts.map((c) => (
        <Badge key={c.key} size="sm" variant={c.value > 0 ? 'light' : 'outline'} color={c.value > 0 ? c.color : 'gray'} style={{ textTransform: 'none' }}>
          {c.label}
        </Badge>
      ))}
    </Group>
  );
}
