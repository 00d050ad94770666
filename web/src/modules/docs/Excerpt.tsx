import { Mark, Text, type TextProps } from '@mantine/core';
import { excerptParts } from './excerpt';

/** The passage of a document that matched, with the matching words marked. */
export function Excerpt({ excerpt, ...props }: { excerpt: string } & TextProps) {
  return <Text {...props}>{excerptParts(excerpt).map((part, i) => (part.match ? <Mark key={i}>{part.text}</Mark> : <span key={i}>{part.text}</span>))}</Text>;
}
