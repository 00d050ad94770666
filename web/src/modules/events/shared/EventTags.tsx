import { Badge, Group } from '@mantine/core';

interface TagLike {
  _id: string;
  name: string;
  color: string | null;
}

/** An event's topics and tags as chips, each in its taxonomy colour (a tag without one is grey). */
export function EventTags({ tags, max }: { tags: readonly TagLike[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((tag) => (
        <Badge key={tag._id} size="sm" variant="light" color={tag.color ?? 'gray'} style={{ textTransform: 'none' }}>
          {tag.name}
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge size="sm" variant="transparent" color="gray">
          +{hidden}
        </Badge>
      )}
    </Group>
  );
}
